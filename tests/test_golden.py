"""Every golden case: byte-exact output, idempotence, valid syntax, and the expected findings."""

from __future__ import annotations

import ast
import difflib
import shutil

import pytest

from omnifix.engine import process_bytes
from tests.golden import cases, render_findings, render_tree_findings


def _diff(expected: bytes, actual: bytes) -> str:
    return "".join(
        difflib.unified_diff(
            expected.decode("utf-8", "replace").splitlines(True),
            actual.decode("utf-8", "replace").splitlines(True),
            "expected",
            "actual",
        )
    )


FILES = [c for c in cases() if not c.folder]
FOLDERS = [c for c in cases() if c.folder]


@pytest.mark.parametrize("case", FILES, ids=lambda c: c.id)
def test_golden(case, update_golden):
    original = case.input.read_bytes()
    result = case.run()
    assert result.error is None, result.error
    output = result.new if result.changed else original

    if update_golden:
        if case.noop:
            assert not result.changed, f"{case.id}: a noop case changed"
        else:
            case.expected.write_bytes(output)
        if result.findings or case.findings.exists():
            case.findings.write_text(render_findings(result), encoding="utf-8")

    if case.noop:
        assert not case.expected.exists(), "noop cases have no expected file"
        assert not result.changed, _diff(original, output)
    else:
        assert case.expected.exists(), f"missing {case.expected.name} (run pytest --update-golden)"
        expected = case.expected.read_bytes()
        assert output == expected, _diff(expected, output)
        assert result.changed, "a non-noop case must change its input"
        ast.parse(output)

    if case.findings.exists():
        assert render_findings(result) == case.findings.read_text(encoding="utf-8")

    again = case.run(output)
    assert again.error is None and not again.changed, "a second run changed the output:\n" + _diff(
        output, again.new or output
    )
    assert not any(f.applied for f in again.findings), "a second run still finds fixable code"


@pytest.mark.parametrize("case", FOLDERS, ids=lambda c: c.id)
def test_golden_tree(case, update_golden, tmp_path):
    """A folder case: one run over the whole tree, every file byte-exact, then a second run over
    the output tree changes nothing."""
    results = case.run_tree(tmp_path / "first")
    assert not [r.error for r in results.values() if r.error]
    outputs = {
        path: r.new if r.changed else (case.input / path).read_bytes()
        for path, r in results.items()
    }

    if update_golden:
        assert not (case.noop and any(r.changed for r in results.values())), (
            f"{case.id}: a noop case changed"
        )
        if not case.noop:
            shutil.rmtree(case.expected, ignore_errors=True)
            for path, data in outputs.items():
                (case.expected / path).parent.mkdir(parents=True, exist_ok=True)
                (case.expected / path).write_bytes(data)
        if any(r.findings for r in results.values()) or case.findings.exists():
            case.findings.write_text(render_tree_findings(results), encoding="utf-8")

    if case.noop:
        assert not case.expected.exists(), "noop cases have no expected tree"
        assert not any(r.changed for r in results.values())
    else:
        assert any(r.changed for r in results.values()), "a non-noop case must change its input"
        assert sorted(
            p.relative_to(case.expected).as_posix() for p in case.expected.rglob("*.py")
        ) == sorted(outputs)
        for path, data in outputs.items():
            expected = (case.expected / path).read_bytes()
            assert data == expected, f"{path}:\n" + _diff(expected, data)
            ast.parse(data)

    if case.findings.exists():
        assert render_tree_findings(results) == case.findings.read_text(encoding="utf-8")

    again_root = (
        tmp_path / "again"
    )  # the other files of the tree too (a pyproject.toml declaring jax)
    shutil.copytree(
        case.input, again_root, ignore=lambda folder, names: [n for n in names if n.endswith(".py")]
    )
    for path, data in outputs.items():
        (again_root / path).parent.mkdir(parents=True, exist_ok=True)
        (again_root / path).write_bytes(data)
    again = case.run_tree(again_root)
    for path, result in again.items():
        assert result.error is None and not result.changed, (
            f"a second run changed {path}:\n" + _diff(outputs[path], result.new or outputs[path])
        )
        assert not any(f.applied for f in result.findings), (
            f"a second run still finds fixable code in {path}"
        )


def _unfiltered(codemod):
    class Unfiltered(codemod):
        @classmethod
        def prefilter(cls, data: bytes) -> bool:
            return True

    return Unfiltered


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.id)
def test_filters_pass_every_case_the_codemod_acts_on(case, tmp_path):
    """`prefilter` only saves work: with it switched off the codemod finds nothing in a file it
    turns away, and rewrites it the same way otherwise."""
    codemod = case.codemod
    unfiltered_codemod = _unfiltered(codemod)
    if case.folder:
        filtered = case.run_tree(tmp_path / "tree")
        unfiltered = case.run_tree(tmp_path / "tree", [unfiltered_codemod])
        for path, result in unfiltered.items():
            assert (filtered[path].new, filtered[path].findings) == (result.new, result.findings), (
                path
            )
        return
    data = case.input.read_bytes()
    unfiltered = process_bytes(str(case.input), data, [unfiltered_codemod], case.options)
    filtered = case.run()
    if unfiltered.findings or unfiltered.changed:
        assert codemod.prefilter(data)
    assert (filtered.new, filtered.findings) == (unfiltered.new, unfiltered.findings)
