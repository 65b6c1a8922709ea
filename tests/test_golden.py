"""Every golden case: byte-exact output, idempotence, valid syntax, and the expected findings."""

from __future__ import annotations

import ast
import difflib

import pytest

from golden import cases, render_findings


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
