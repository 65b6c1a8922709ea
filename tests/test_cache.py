"""The content-hash cache: hits skip all work, and every input a result depends on is in its key."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from omnifix import cache, project, registry, runner
from omnifix.cli import app
from omnifix.results import Options
from tests.helpers import TOGGLE, omnifix, tree

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
ACROSS = GOLDEN / "thread-prng-keys" / "across_modules" / "input"
SHAPE = "import jax.numpy as jnp\n\n\ndef f(x):\n    return x.reshape((jnp.prod(jnp.array(x.shape)),))\n"
PLAIN = "import os\n\nprint(os.sep)\n"


def invoke(*args: str, cwd: Path):
    """The CLI in this process (one job), so that the work done can be counted."""
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(app, [*args, "--jobs", "1"])
    finally:
        os.chdir(here)


@pytest.fixture
def work(monkeypatch):
    """Counts the files surveyed and transformed (parsed) by the runner."""
    done = {"survey": [], "transform": []}
    survey, transform = project.survey, runner.process_bytes

    def counted_survey(path, *args):
        done["survey"].append(os.path.basename(path))
        return survey(path, *args)

    def counted_transform(path, *args):
        done["transform"].append(os.path.basename(path))
        return transform(path, *args)

    monkeypatch.setattr(project, "survey", counted_survey)
    monkeypatch.setattr(runner, "process_bytes", counted_transform)
    return done


def test_rerun_does_no_work_and_says_the_same(tmp_path, work):
    tree(tmp_path, {"a.py": TOGGLE, "b.py": SHAPE, "c.py": PLAIN})
    first = invoke("check", "--format", "json", ".", cwd=tmp_path)
    assert first.exit_code == 1
    assert sorted(work["survey"]) == ["a.py", "b.py", "c.py"] and sorted(work["transform"]) == [
        "a.py",
        "b.py",
    ]
    work["survey"].clear(), work["transform"].clear()
    second = invoke("check", "--format", "json", ".", cwd=tmp_path)
    assert (second.exit_code, second.stdout) == (first.exit_code, first.stdout)
    assert work == {"survey": [], "transform": []}  # the whole run's results, at once
    (tmp_path / "d.py").write_text(PLAIN)
    work["survey"].clear()
    third = invoke("check", "--format", "json", ".", cwd=tmp_path)
    assert third.stdout.replace('"files": 4', '"files": 3') == first.stdout
    # a file more: file by file, from the cache but for the files no prefilter passes, which
    # cost less to redo than to load
    assert sorted(work["survey"]) == ["c.py", "d.py"] and work["transform"] == []


def test_module_names_are_part_of_the_whole_run_key(tmp_path, work):
    """A package made around the files given (its `__init__.py` not in the run) renames their
    modules: the run is done again."""
    tree(tmp_path, {"src/pkg/mod.py": SHAPE})
    invoke("check", "src/pkg/mod.py", cwd=tmp_path)
    work["survey"].clear()
    invoke("check", "src/pkg/mod.py", cwd=tmp_path)
    assert work["survey"] == []
    (tmp_path / "src/pkg/__init__.py").write_text("")
    invoke("check", "src/pkg/mod.py", cwd=tmp_path)
    assert work["survey"] == ["mod.py"]


def test_a_changed_file_is_done_again_alone(tmp_path, work):
    tree(tmp_path, {"a.py": TOGGLE, "b.py": SHAPE})
    invoke("check", ".", cwd=tmp_path)
    work["survey"].clear(), work["transform"].clear()
    (tmp_path / "b.py").write_text(SHAPE.replace("x.shape", "x.T.shape"))
    found = invoke("check", ".", cwd=tmp_path)
    assert work["survey"] == ["b.py"] and work["transform"] == ["b.py"]  # a.py: from the cache
    assert "x.T.shape" in found.stdout
    assert found.stdout == invoke("check", "--no-cache", ".", cwd=tmp_path).stdout


@pytest.mark.parametrize(
    "flags",
    [["--unsafe-fixes"], ["--select", "OMS001"], ["--ignore", "SHP001"], ["--target-jax", "0.4.1"]],
)
def test_settings_are_part_of_the_key(tmp_path, flags):
    tree(
        tmp_path,
        {"a.py": TOGGLE, "b.py": SHAPE, "c.py": "import jax\nx = jax.tree_multimap(f, a, b)\n"},
    )
    invoke("check", "--format", "json", ".", cwd=tmp_path)
    cached = invoke("check", "--format", "json", *flags, ".", cwd=tmp_path)
    fresh = invoke("check", "--format", "json", "--no-cache", *flags, ".", cwd=tmp_path)
    assert (cached.exit_code, cached.stdout) == (fresh.exit_code, fresh.stdout)


def test_facts_from_other_files_are_part_of_the_key(tmp_path, work):
    """The importer's rewrite depends on what the module it imports from does: a change there
    must not reuse the importer's old result, though the importer's bytes are the same."""
    shutil.copytree(ACROSS, tmp_path, dirs_exist_ok=True)
    before = invoke("apply", "--dry-run", ".", cwd=tmp_path)
    assert "_noise(key)" in before.stdout
    rng = tmp_path / "keys_pkg" / "rng.py"
    rng.write_text(
        re.sub(r"\bkey\b", "seed", rng.read_text())
    )  # the key the importer passes is renamed
    work["transform"].clear()
    after = invoke("apply", "--dry-run", ".", cwd=tmp_path)
    assert "model.py" in work["transform"]
    fresh = invoke("apply", "--dry-run", "--no-cache", ".", cwd=tmp_path)
    assert (after.exit_code, after.stdout) == (fresh.exit_code, fresh.stdout)
    assert "_noise(key)" not in after.stdout and "rng.seed = _layer_pure(rng.seed" in after.stdout


def test_damaged_entries_are_misses(tmp_path, work):
    tree(tmp_path, {"a.py": TOGGLE, "b.py": SHAPE})
    first = invoke("check", ".", cwd=tmp_path)
    folder = Path(os.environ["OMNIFIX_CACHE_DIR"])
    entries = [p for p in folder.rglob("*") if p.is_file() and len(p.name) == 38]
    assert entries
    for entry in entries:
        entry.write_bytes(b"not a pickle")
    work["transform"].clear()
    again = invoke("check", ".", cwd=tmp_path)
    assert again.stdout == first.stdout and sorted(work["transform"]) == ["a.py", "b.py"]


def test_no_cache_writes_nothing(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("OMNIFIX_CACHE_DIR", str(folder))
    tree(tmp_path / "src", {"a.py": TOGGLE})
    assert invoke("check", "--no-cache", ".", cwd=tmp_path / "src").exit_code == 1
    assert not folder.exists()


def test_cache_folder_is_tagged_ignored_and_pruned(tmp_path):
    folder = tmp_path / "cache"
    stale, recent = folder / ("0" * 32), folder / ("1" * 32)
    for old in (stale, recent):
        (old / "ab").mkdir(parents=True)
    week_ago = time.time() - (cache.STALE_DAYS + 1) * 86400
    os.utime(stale, (week_ago, week_ago))
    tree(tmp_path / "src", {"a.py": TOGGLE})
    assert invoke("check", "--cache-dir", str(folder), ".", cwd=tmp_path / "src").exit_code == 1
    assert (
        (folder / "CACHEDIR.TAG")
        .read_text()
        .startswith("Signature: 8a477f597d28d172789f06886806bc55")
    )
    assert (folder / ".gitignore").read_text() == "*\n"
    assert not stale.exists() and recent.exists() and (folder / cache.build()).is_dir()


def test_a_cache_that_cannot_be_made_is_a_warning(tmp_path):
    (tmp_path / "blocked").write_text("a file, not a folder")
    tree(tmp_path / "src", {"a.py": TOGGLE})
    result = omnifix(
        "check", "--cache-dir", str(tmp_path / "blocked" / "cache"), ".", cwd=tmp_path / "src"
    )
    assert result.returncode == 1 and result.stdout.startswith(b"a.py:3:1: OMS001")
    assert b"warning: running without the cache:" in result.stderr


def test_parallel_runs_share_one_cache(tmp_path):
    """Two runs with two workers each, at once, on one cache: each says what a run without the
    cache says, and no half-written entry is left."""
    files = {
        f"m{i}.py": TOGGLE if i % 2 else SHAPE.replace("def f", f"def f{i}") for i in range(40)
    }
    tree(tmp_path / "src", files)
    reference = omnifix("check", "--no-cache", ".", cwd=tmp_path / "src")
    command = [
        sys.executable,
        "-m",
        "omnifix",
        "check",
        "--jobs",
        "2",
        "--cache-dir",
        str(tmp_path / "cache"),
        ".",
    ]
    runs = [
        subprocess.Popen(
            command, cwd=tmp_path / "src", stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for _ in range(2)
    ]
    for process in runs:
        out, err = process.communicate(timeout=120)
        assert (process.returncode, out) == (reference.returncode, reference.stdout), err
    assert not list((tmp_path / "cache").rglob(".tmp-*"))
    again = omnifix(
        "check", "--jobs", "2", "--cache-dir", str(tmp_path / "cache"), ".", cwd=tmp_path / "src"
    )
    assert (again.returncode, again.stdout) == (reference.returncode, reference.stdout)


def test_canonical_is_the_same_in_every_process():
    script = "from omnifix.cache import canonical; print(canonical({'a': frozenset({'x', 'y', 'z', 'w'})}))"
    seen = {
        subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2", "3", "4")
    }
    assert len(seen) == 1
    with pytest.raises(cache.Uncacheable):
        cache.canonical(object())


_IMPORTED = """
import sys
from omnifix.cli import app
try:
    app(sys.argv[1:])
except SystemExit:
    pass
print(sorted({m.split('.')[0] for m in sys.modules if m.startswith(('libcst', 'codemods.'))}))
"""


def test_a_run_found_whole_imports_neither_libcst_nor_the_codemods(tmp_path):
    """A re-run over unchanged files (the same selection, in any order, case or spelling) is
    answered from the cache before the codemods are imported; the first run needs them."""
    tree(tmp_path, {"a.py": TOGGLE, "b.py": SHAPE, "c.py": PLAIN})

    first = subprocess.run(
        [sys.executable, "-c", _IMPORTED, "check", "--select", "SHP,OMS001", "."],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    again = subprocess.run(
        [
            sys.executable,
            "-c",
            _IMPORTED,
            "check",
            "--select",
            "remove-omnistaging-toggles,shp",
            ".",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert first.endswith("['codemods', 'libcst']\n") and "OMS001" in first and "SHP001" in first
    assert again == first.replace("['codemods', 'libcst']", "[]")


ALL_BUT_SHP = [code for code, _, opt_in in registry.table() if code != "SHP001" and not opt_in]


@pytest.mark.parametrize(
    "one, other",
    [
        ((["oms"], None), (["OMS"], None)),
        ((["OMS001"], None), (["remove-omnistaging-toggles"], None)),
        ((["SHP001", "OMS001"], None), (["oms001", "SHP"], None)),
        ((None, None), (["ALL"], None)),
        ((None, ["SHP"]), (ALL_BUT_SHP, [])),
        ((["OMS", "SHP"], ["shp"]), (["OMS001"], None)),
    ],
)
def test_one_choice_of_codemods_is_one_key_however_spelled(tmp_path, one, other):
    first, second = (cache.Cache.at(tmp_path, selection, Options()) for selection in (one, other))
    assert first.codes == second.codes and first.run == second.run
    assert cache.Cache.at(tmp_path, (["PRK"], None), Options()).run != first.run


def test_the_selection_is_resolved_with_the_table_the_cache_keeps(tmp_path, monkeypatch):
    cache.Cache.at(tmp_path, (None, None), Options()).prepare()
    monkeypatch.setattr(registry, "table", lambda: pytest.fail("the registry was asked"))
    found = cache.Cache.at(tmp_path, (["thread-prng-keys"], None), Options())
    assert found.codes == ("PRK001",)
    with pytest.raises(ValueError, match="unknown codemod selector 'NOPE'"):
        cache.Cache.at(tmp_path, (["NOPE"], None), Options())


def test_a_rerun_spelling_the_selection_otherwise_is_found_whole(tmp_path, work):
    tree(tmp_path, {"a.py": TOGGLE, "b.py": SHAPE})
    first = invoke("check", "--select", "oms,SHP001", ".", cwd=tmp_path)
    work["survey"].clear(), work["transform"].clear()
    again = invoke("check", "--select", "host-shape-math,OMS001", ".", cwd=tmp_path)
    assert (again.exit_code, again.stdout) == (first.exit_code, first.stdout)
    assert work == {"survey": [], "transform": []}


def test_a_bad_selection_writes_no_cache(tmp_path):
    folder = tmp_path / "cache"
    tree(tmp_path / "src", {"a.py": TOGGLE})
    result = invoke(
        "check", "--cache-dir", str(folder), "--select", "NOPE", ".", cwd=tmp_path / "src"
    )
    assert result.exit_code == 2 and "unknown codemod selector 'NOPE'" in result.output
    assert not folder.exists()


def test_unchanged_files_are_not_read_again_and_changed_ones_are(tmp_path, monkeypatch):
    """The whole-run key takes a file's digest from the stat index while its `stat` is unchanged;
    rewriting it with the same size and putting its modification time back still changes its
    change time, and it is read again."""
    monkeypatch.setattr(
        cache._Index, "SETTLED_NS", 0
    )  # files written by this test count as settled
    tree(tmp_path, {"a.py": TOGGLE, "b.py": SHAPE})
    reads = []
    real = cache.read
    monkeypatch.setattr(
        cache, "read", lambda path: reads.append(os.path.basename(path)) or real(path)
    )
    first = invoke("check", ".", cwd=tmp_path)
    reads.clear()
    assert invoke("check", ".", cwd=tmp_path).stdout == first.stdout
    assert reads == []
    b = tmp_path / "b.py"
    times = b.stat()
    time.sleep(0.01)
    b.write_text(SHAPE.replace("x.shape", "y.shape").replace("def f(x)", "def f(y)"))
    os.utime(b, ns=(times.st_atime_ns, times.st_mtime_ns))
    assert b.stat().st_size == times.st_size and b.stat().st_mtime_ns == times.st_mtime_ns
    changed = invoke("check", ".", cwd=tmp_path)
    assert "y.shape" in changed.stdout and reads and set(reads) == {"b.py"}


def test_files_changed_just_before_a_run_are_not_in_the_stat_index(tmp_path):
    """Within the timestamps' granularity a file can change again with the same `stat`: only
    files older than `SETTLED_NS` when looked at are recorded."""
    tree(tmp_path, {"a.py": TOGGLE})
    invoke("check", ".", cwd=tmp_path)
    index = cache._Index.load(str(next(Path(os.environ["OMNIFIX_CACHE_DIR"]).glob("?" * 32))))
    assert index.known == {}
