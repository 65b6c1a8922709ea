"""Every golden case: byte-exact output, idempotence, valid syntax, and the expected findings."""

from __future__ import annotations

import ast
import difflib

import pytest

from golden import OPTIONS, cases, render_findings
from omnifix.engine import process_bytes
from omnifix.names import Names


def _diff(expected: bytes, actual: bytes) -> str:
    return "".join(
        difflib.unified_diff(
            expected.decode("utf-8", "replace").splitlines(True),
            actual.decode("utf-8", "replace").splitlines(True),
            "expected",
            "actual",
        )
    )


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.id)
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


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.id)
def test_filters_pass_every_case_the_codemod_acts_on(case):
    """`prefilter`, `is_candidate` and `lines` only save work: with all three switched off the
    codemod finds nothing in a file they turn away, and rewrites it the same way otherwise."""
    codemod = case.codemod

    class Unfiltered(codemod):
        @classmethod
        def prefilter(cls, data: bytes) -> bool:
            return True

        @classmethod
        def is_candidate(cls, names) -> bool:
            return True

        @classmethod
        def lines(cls, names):
            return None

    data = case.input.read_bytes()
    unfiltered = process_bytes(str(case.input), data, [Unfiltered], OPTIONS)
    filtered = case.run()
    if unfiltered.findings or unfiltered.changed:
        assert codemod.prefilter(data) and codemod.is_candidate(Names.of(ast.parse(data)))
    assert (filtered.new, filtered.findings) == (unfiltered.new, unfiltered.findings)
