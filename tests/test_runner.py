"""The process pool hands out large files first, window by window, and yields results in the
order of the files given (run in a child process: this one may have imported jax, which must not
be forked)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.helpers import tree

GOLDEN = Path(__file__).resolve().parent.parent / "golden"

CHECK = """
import json, sys
from omnifix import registry, runner
from omnifix.results import Options
runner.WINDOW = 3
files = json.loads(sys.argv[1])
selected = registry.select(["OMS001"], None)
one = list(runner.run(files, selected, Options(), jobs=1))
two = list(runner.run(files, selected, Options(), jobs=2))
assert [r.path for r in two] == files, [r.path for r in two]
assert two == one
assert all(r.changed for r in two)
print("ok")
"""


def test_results_come_in_the_given_order_whatever_the_sizes(tmp_path):
    files = []
    for i, size in enumerate([1, 50, 3, 400, 2, 90, 7, 1000]):
        path = tmp_path / f"f{i}.py"
        path.write_text(
            "import jax\n" + "x = 1\n" * size + "jax.config.enable_omnistaging()\n",
            encoding="utf-8",
        )
        files.append(str(path))
    result = subprocess.run(
        [sys.executable, "-c", CHECK, json.dumps(files)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0 and result.stdout.strip() == "ok", (
        result.stdout + result.stderr[-2000:]
    )


CROSS = """
import json, sys
from omnifix import registry, runner
from omnifix.results import Options
files = json.loads(sys.argv[1])
selected = registry.select(["SHP001", "PRK001"], None)
one = list(runner.run(files, selected, Options(), jobs=1))
two = list(runner.run(files, selected, Options(), jobs=2))
assert [r.path for r in two] == files, [r.path for r in two]
assert two == one
assert any(r.changed for r in two)
print("ok")
"""


def test_the_cross_file_phase_gives_the_same_results_for_every_number_of_jobs(tmp_path):
    """Every folder golden case of the codemods with cross-file facts, as one run."""
    from tests.golden import GOLDEN

    for case in sorted(GOLDEN.glob("*/*/input")):
        shutil.copytree(case, tmp_path / case.parent.parent.name / case.parent.name)
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    result = subprocess.run(
        [sys.executable, "-c", CROSS, json.dumps(files)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0 and result.stdout.strip() == "ok", (
        result.stdout + result.stderr[-2000:]
    )


def test_a_file_that_cannot_be_read_is_an_error_in_a_phased_run(tmp_path):
    from omnifix import registry, runner
    from omnifix.results import Options

    (tmp_path / "folder.py").mkdir()
    selected = registry.select(["SHP001", "PRK001"], None)
    (result,) = runner.run([str(tmp_path / "folder.py")], selected, Options(), jobs=1)
    assert result.error == "is a folder, not a Python file"


def _parsed_reexports(monkeypatch) -> list[str]:
    """The module names of the package `__init__`s `project.reexports` parses, as they come."""
    from omnifix import project

    parsed = []
    real = project.reexports

    def reexports(data, module, leaves):
        found = real(data, module, leaves)
        if found is not None:
            parsed.append(module.name)
        return found

    monkeypatch.setattr(project, "reexports", reexports)
    return parsed


def test_package_inits_are_parsed_for_reexports_only_when_something_is_exported(
    tmp_path, monkeypatch
):
    from omnifix import registry, runner
    from omnifix.results import Options

    parsed = _parsed_reexports(monkeypatch)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("from .sizes import flat_size\n")
    sizes = tmp_path / "pkg" / "sizes.py"
    sizes.write_text("import jax.numpy as jnp\n\n\ndef flat_size(x):\n    return x.size\n")
    files = [str(tmp_path / "pkg" / "__init__.py"), str(sizes)]
    selected = registry.select(["SHP001"], None)
    list(runner.run(files, selected, Options(), jobs=1))
    assert parsed == []  # `flat_size` is no jax.numpy math: nothing is exported
    sizes.write_text(
        "import jax.numpy as jnp\n\n\ndef flat_size(x):\n    return jnp.prod(jnp.array(x.shape))\n"
    )
    list(runner.run(files, selected, Options(), jobs=1))
    assert parsed == ["pkg"]


def test_package_inits_spelling_no_exported_name_are_not_parsed_and_aliases_go_in_rounds(
    tmp_path, monkeypatch
):
    from omnifix import registry, runner
    from omnifix.results import Options

    parsed = _parsed_reexports(monkeypatch)
    tree(
        tmp_path,
        {
            "pkg/__init__.py": "from .core import size as numel\n",
            "pkg/core/__init__.py": "from .sizes import flat_size as size\n",
            "pkg/core/sizes.py": (
                "import jax.numpy as jnp\n\n\n"
                "def flat_size(x):\n    return jnp.prod(jnp.array(x.shape))\n"
            ),
            "pkg/other/__init__.py": "from .views import render\n",
            "app.py": (
                "import jax\nfrom pkg import numel\n\n\n"
                "@jax.jit\ndef f(x):\n    return x.reshape((numel(x),))\n"
            ),
        },
    )
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    selected = registry.select(["SHP001"], None)
    results = {r.path: r for r in runner.run(files, selected, Options(), jobs=1)}
    # `pkg.core` spells `flat_size`; `pkg` spells only the alias `size`, found in a second round;
    # `pkg.other` spells neither and is never parsed
    assert parsed == ["pkg.core", "pkg"]
    # the helper's one use, through both aliases, is static: it is computed on the host
    assert b"math.prod(x.shape)" in results[str(tmp_path / "pkg/core/sizes.py")].new


def test_a_file_screened_in_the_first_phase_is_not_parsed_again_in_the_same_process(
    tmp_path, monkeypatch
):
    from omnifix import engine, registry, runner
    from omnifix.results import Options

    parsed = []
    real = engine.parse_ast
    monkeypatch.setattr(engine, "parse_ast", lambda data: parsed.append(data) or real(data))
    monkeypatch.setattr(
        engine, "_KEPT", {}
    )  # what other tests' runs left (a transform found in the cache)
    path = tmp_path / "flat.py"
    path.write_text(
        "import jax.numpy as jnp\n\n\ndef f(x):\n    return x.reshape((jnp.prod(jnp.array(x.shape)),))\n"
    )
    (result,) = runner.run([str(path)], registry.select(["SHP001"], None), Options(), jobs=1)
    assert (
        result.changed and len(parsed) == 2
    )  # the screening, then the check that the output parses
    assert engine._KEPT == {}


class _Phases:
    """A `Progress` that records the paths of each phase the runner starts."""

    def __init__(self) -> None:
        self.phases: list[tuple[str, list[str]]] = []

    def start(self, kind, paths, finished=0):
        self.phases.append((kind, [os.path.basename(p) for p in paths]))

    def finished(self, path):
        pass


def test_files_nothing_early_bears_on_are_transformed_beside_the_first_layer(tmp_path):
    """`rng.py` exports what `model.py` calls: it is transformed first, alone in its layer but for
    the files that neither export nor import such names, which do not wait for it; every result is
    the one a run of each file after the layers gives."""
    from omnifix import registry, runner
    from omnifix.results import Options

    shutil.copytree(
        GOLDEN / "thread-prng-keys" / "across_modules" / "input", tmp_path, dirs_exist_ok=True
    )
    (tmp_path / "alone.py").write_text("import jax\n\njax.config.enable_omnistaging()\n")
    (tmp_path / "plain.py").write_text("import jax.numpy as jnp\n\nx = jnp.ones(3)\n")
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    phases = _Phases()
    results = list(
        runner.run(files, registry.select(["PRK", "OMS"], None), Options(), 1, progress=phases)
    )
    transforms = [paths for kind, paths in phases.phases if kind == "transform"]
    assert (
        transforms[0][0] == "rng.py"
        and "alone.py" in transforms[0]
        and "model.py" not in transforms[0]
    )
    alone = {os.path.basename(r.path): r for r in results}["alone.py"]
    assert alone.changed and alone == next(
        runner.run([files[0]], registry.select(["OMS"], None), Options(), 1)
    )


def test_files_the_other_files_tell_nothing_are_planned_once(tmp_path, monkeypatch):
    """`sizes.py` exports `flat_size`, which `user.py` uses and `plain.py` only names in a comment:
    the uses phase parses `user.py` alone (`plain.py`'s survey shows it refers to no export),
    and only `sizes.py`, which its importer's uses reach, is transformed after its survey; the
    other two are reported from their surveys' plans, as a run of each file alone reports them."""
    from omnifix import engine, project, registry, runner
    from omnifix.results import Options

    used, transformed = [], []
    find_uses, process_bytes = project.find_uses, runner.process_bytes
    monkeypatch.setattr(
        project,
        "find_uses",
        lambda data, module, *args: used.append(module.name) or find_uses(data, module, *args),
    )
    monkeypatch.setattr(
        runner,
        "process_bytes",
        lambda path, *args: (
            transformed.append(os.path.basename(path)) or process_bytes(path, *args)
        ),
    )
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "sizes.py").write_text(
        "import jax.numpy as jnp\n\n\ndef flat_size(x):\n    return jnp.prod(jnp.array(x.shape))\n"
    )
    (tmp_path / "user.py").write_text(
        "import jax.numpy as jnp\nfrom pkg.sizes import flat_size\n\n\n"
        "def g(x):\n    return jnp.zeros(flat_size(x))\n"
    )
    (tmp_path / "plain.py").write_text(
        "import jax.numpy as jnp\n\n\ndef f(x):  # not sizes.flat_size\n    return jnp.sum(x)\n"
    )
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    selected = registry.select(["SHP001"], None)
    results = list(runner.run(files, selected, Options(), jobs=1))
    assert used == ["user"] and transformed == ["sizes.py"]
    by_name = {os.path.basename(r.path): r for r in results}
    assert by_name.pop("sizes.py").changed
    for result in by_name.values():
        assert result == engine.process_file(result.path, selected, Options())


def test_several_workers_get_the_largest_files_first_in_every_phase(tmp_path):
    from omnifix import registry, runner
    from omnifix.modules import Module
    from omnifix.results import Options

    for name, size in (("a.py", 10), ("b.py", 300), ("c.py", 20)):
        (tmp_path / name).write_text("x = 1\n" * size)
    tasks = [
        runner.SurveyTask(i, str(tmp_path / f"{name}.py"), Module("", ""))
        for i, name in enumerate("abc")
    ]
    selected = registry.select(["PRK001"], None)
    assert runner._Executor(selected, Options(), 1).spread(tasks) == tasks
    spread = runner._Executor(selected, Options(), 2).spread(tasks)
    assert [os.path.basename(task.path) for task in spread] == ["b.py", "c.py", "a.py"]


def _run_counting_parses(tmp_path, monkeypatch, sources: dict[str, str], code: str):
    """Run codemod `code` on the package `pkg` of `sources` (file name -> text): the results by
    file name, and the names of the files `project` parsed with `ast`, once per parse."""
    from omnifix import project, registry, runner
    from omnifix.results import Options

    parsed = []
    real = project.parse_ast
    monkeypatch.setattr(project, "parse_ast", lambda data: parsed.append(data) or real(data))
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    for name, text in sources.items():
        (pkg / name).write_text(text)
    files = [str(pkg / name) for name in sources]
    selected = registry.select([code], None)
    results = {os.path.basename(r.path): r for r in runner.run(files, selected, Options(), jobs=1)}
    names = {text.encode(): name for name, text in sources.items()}
    return results, [names[data] for data in parsed]


def test_a_module_without_jax_words_relays_only_when_it_imports_an_export(tmp_path, monkeypatch):
    """`mid.py` names no JAX but calls `rng.noise`, which `rng.py` exports: it is read for PRK001
    (`project.relays`), so the jitted `step` of `main.py` threads the chain; `note.py` names
    `rng.noise` in a comment only and is parsed once (its references then answer), `other.py`
    names no exported name and is never parsed."""
    sources = {
        "__init__.py": "",
        "rng.py": "from jax import random\n\nKEY = random.PRNGKey(0)\n\n\n"
        "def noise(shape):\n    global KEY\n    KEY, sub = random.split(KEY)\n"
        "    return random.normal(sub, shape)\n",
        "mid.py": "from . import rng\n\n\ndef perturb(x):\n    return x + rng.noise(x.shape)\n",
        "main.py": "import jax\n\nfrom . import mid\n\n\n@jax.jit\n"
        "def step(x):\n    return mid.perturb(x) * 2\n",
        "note.py": "def f(x):  # not rng.noise\n    return x\n",
        "other.py": "import os\n\n\ndef g():\n    return os.sep\n",
    }
    results, parsed = _run_counting_parses(tmp_path, monkeypatch, sources, "PRK001")
    assert {name for name, r in results.items() if r.changed} == {"rng.py", "mid.py", "main.py"}
    # `mid.py`: read for its relay, then for its uses; `note.py` once, for the relay; `main.py`
    # (reported from its survey, its names not kept) for its uses
    assert sorted(parsed) == ["main.py", "mid.py", "mid.py", "note.py"]


def test_a_module_of_constants_without_jax_is_read_only_when_a_wanted_file_imports_it(
    tmp_path, monkeypatch
):
    """`config.py` names no JAX: SHP001's filters turn it away, but `model.py`, which SHP001
    wants, imports its names (by name, and through the package's re-export), so it is read for
    SHP001's exports (`project.sources`), publishes its constants and `model.py` computes its
    shapes on the host; `other.py`, which no wanted file imports from, is never parsed."""
    sources = {
        "__init__.py": "from .config import HEADS\n",
        "config.py": "BLOCK = 4\nHEADS = 2\n",
        "model.py": "import jax\nimport jax.numpy as jnp\n\nfrom pkg import HEADS\n\n"
        "from .config import BLOCK\n\n\n@jax.jit\ndef f(x):\n"
        "    return x.reshape((jnp.prod(jnp.array(x.shape)) // BLOCK, HEADS, -1))\n",
        "other.py": "WIDTH = 8\n",
    }
    results, parsed = _run_counting_parses(tmp_path, monkeypatch, sources, "SHP001")
    assert {name for name, r in results.items() if r.changed} == {"model.py"}
    assert b"math.prod(x.shape) // BLOCK" in results["model.py"].new
    assert "other.py" not in parsed
    assert {"config.py", "__init__.py"} <= set(parsed)
