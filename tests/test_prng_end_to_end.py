"""PRK001 end to end: the rewritten program runs whole, and does what the original did eagerly.

Each golden case of `thread-prng-keys` that changes something and has an entry point (a module
defining `main()`, or an `if __name__ == "__main__":` block) is copied into a temporary folder and
rewritten there by a run of the runner over the whole tree, as `omnifix apply` does: every module
of a folder case is one module of a package, imported by its dotted name from the tree's root, so
the calls between modules run for real. In fresh interpreters with jax (`JAX_PLATFORMS=cpu`):

- the rewritten tree with `jit` on, every entry point: `main()` called, `__main__` blocks run as
  `python -m` would. A call the rewrite left broken (a missing key argument, a tuple where a value
  was expected) fails here;
- the original tree under `jax.disable_jit()`, twice: the oracle, what the code did before
  omnistaging. Where its two runs agree (a deterministic driver: fixed seeds), the rewrite must
  print the same text and `main()` must return the same values, bit for bit, PRNG key data
  included.

Modules of a tree are dropped from `sys.modules` after each entry point, so each starts from the
tree's own state.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from omnifix import runner
from tests.golden import OPTIONS, cases, tree_files
from tests.helpers import LEAVES, collect_json, start_script

pytest.importorskip("jax", reason="the verify extra (jax) is not installed")

_MAIN = b'\nif __name__ == "__main__":'


def _entries(case) -> list[tuple[str, str]]:
    """(module name, kind) of each entry point of a case's input: "main" and/or "__main__"."""
    found = []
    for path in tree_files(case.input) if case.folder else [case.input]:
        data = b"\n" + path.read_bytes()
        name = (
            ".".join(path.relative_to(case.input).with_suffix("").parts)
            if case.folder
            else "program"
        )
        found += [
            (name, kind)
            for kind, marker in (("main", b"\ndef main():"), ("__main__", _MAIN))
            if marker in data
        ]
    return found


CASES = [c for c in cases() if c.codemod.CODE == "PRK001" and not c.noop and _entries(c)]

RUNNER = (
    LEAVES
    + r"""
def run(root, name, kind):
    sys.path.insert(0, root)
    printed = io.StringIO()
    try:
        with contextlib.redirect_stdout(printed):
            if kind == "main":
                returned = leaves(importlib.import_module(name).main())
            else:
                runpy.run_module(name, run_name="__main__", alter_sys=True)
                returned = None
        return {"printed": printed.getvalue(), "returned": returned}
    except BaseException as error:
        return {"error": f"{type(error).__name__}: {error}"[:2000], "printed": printed.getvalue()}
    finally:
        sys.path.remove(root)
        for loaded in [m for m, v in sys.modules.items() if (getattr(v, "__file__", None) or "").startswith(root)]:
            del sys.modules[loaded]

mode, times, entries = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
results = {}
for root, name, kind in entries:
    for time in range(times):
        with contextlib.ExitStack() as stack:
            if mode == "eager":
                stack.enter_context(jax.disable_jit())
            results[f"{root}::{name}::{kind}::{time}"] = run(root, name, kind)
print(json.dumps(results))
"""
)


def _rewrite(case, root: Path) -> None:
    """The case's input, rewritten at `root` by one run over the whole tree."""
    if case.folder:
        shutil.copytree(case.input, root)
    else:
        root.mkdir()
        shutil.copy(case.input, root / "program.py")
    results = runner.run([str(p) for p in tree_files(root)], [case.codemod], OPTIONS, jobs=1)
    for result in results:
        assert result.error is None, (result.path, result.error)
        if result.changed:
            Path(result.path).write_bytes(result.new)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Every entry point: the rewrite with jit on, the original under `disable_jit` twice."""
    import json

    base = tmp_path_factory.mktemp("end_to_end")
    rewritten, original = [], []
    for number, case in enumerate(CASES):
        before, after = base / f"{number}-original", base / f"{number}-rewritten"
        shutil.copytree(case.input, before) if case.folder else (
            before.mkdir(),
            shutil.copy(case.input, before / "program.py"),
        )
        _rewrite(case, after)
        for name, kind in _entries(case):
            original.append((str(before), name, kind))
            rewritten.append((str(after), name, kind))
    started = {
        "rewritten": start_script(RUNNER, "jit", ["1", json.dumps(rewritten)]),
        "original": start_script(RUNNER, "eager", ["2", json.dumps(original)]),
    }
    done = {kind: collect_json(process) for kind, process in started.items()}
    return base, done


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_rewritten_program_runs_and_matches_the_original_eagerly(case, runs):
    base, done = runs
    number = CASES.index(case)
    for name, kind in _entries(case):
        got = done["rewritten"][f"{base / f'{number}-rewritten'}::{name}::{kind}::0"]
        first, second = (
            done["original"][f"{base / f'{number}-original'}::{name}::{kind}::{t}"] for t in (0, 1)
        )
        assert "error" not in got, f"{name} ({kind}) fails once rewritten: {got['error']}"
        assert "error" not in first, (
            f"{name} ({kind}): the original fails eagerly: {first['error']}"
        )
        if first == second:  # a deterministic driver
            assert got == first, (
                f"{name} ({kind}): the rewrite under jit differs from the original eagerly"
            )


def test_every_multi_module_case_is_run():
    """Every folder case that changes something has an entry point, so none escapes this test."""
    folders = [c for c in cases() if c.codemod.CODE == "PRK001" and c.folder and not c.noop]
    assert folders and all(c in CASES for c in folders), [c.id for c in folders if c not in CASES]
