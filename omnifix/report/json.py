"""The `--format json` document (stable; `version` changes when its shape does).

```
{"version": 1, "tool": "omnifix X.Y.Z",
 "files": [{"path", "changed", "diff" (or null),
            "findings": [{"code", "name", "line", "column", "message", "tier", "applied"}]}],
 "errors": [{"path", "message"}],
 "summary": {"files", "changed", "findings", "fixed", "manual", "errors"}}
```
`files` lists only files with findings or changes, in the order they were processed. `tier` is
`safe`, `unsafe` or `manual` (no fix offered); `applied` is true when the output contains the fix.
A finding in a notebook also has `"cell": {"number", "line", "column"}` (its cell and its place in
the cell's source; `line` and `column` are its place in the `.ipynb` text: `omnifix.notebook`).

With `--verify`, each file also has `"verification": [outcome...]` and `"held"` (true when a
verification outcome kept the rewrite back: not written, and its `diff` is null), and the summary
`"verification": {status: count}`; an outcome is
`{"path", "function", "line", "status", "detail", "calls", "repro", "cause"}` (`cause`: for a
SKIPPED one, the reason it shares with the others skipped the same way), `status` one of VERIFIED,
MISMATCH, NOT-JITTABLE, XLA-ERROR, SKIPPED, ERROR, `line` the function's line in the rewritten
file, `repro` the folder of the repro bundle of an XLA-ERROR (else null; a key added in version 1:
keys are only ever added within a version). `omnifix verify
--format json` prints `{"version": 1, "tool", "functions": [outcome...], "summary": {status: count}}`.
"""

from __future__ import annotations

import json
from typing import Iterable

from omnifix import __version__
from omnifix.report.diff import display_path, unified_diff
from omnifix.results import FileResult
from omnifix.verdicts import Outcome, Status


def document(
    results: Iterable[FileResult],
    errors: Iterable[tuple[str, str]],
    files: int,
    outcomes: dict[str, list[Outcome]] | None = None,
    held: frozenset[str] = frozenset(),
    diff_base: str | None = None,
) -> str:
    """The document for `check`/`apply`; `outcomes` (by path) and `held` (the paths whose rewrite
    verification held back) when `--verify` ran; `diff_base`: the folder the diffs' paths are
    relative to (`omnifix.report.diff.diff_base`)."""
    entries, findings = [], []
    for result in results:
        if not (result.findings or result.changed):
            continue
        diff = None if result.path in held else unified_diff(result, diff_base)
        entries.append(
            {
                "path": display_path(result.path),
                "changed": result.changed,
                "diff": diff.decode(result.encoding, errors="replace") if diff else None,
                "findings": [
                    {
                        "code": f.code,
                        "name": f.name,
                        "line": f.line,
                        "column": f.column,
                        "message": f.message,
                        "tier": f.tier.value,
                        "applied": f.applied,
                        **_cell(f),
                    }
                    for f in result.findings
                ],
            }
        )
        if outcomes is not None:
            entries[-1]["verification"] = [_outcome(o) for o in outcomes.get(result.path, [])]
            entries[-1]["held"] = result.path in held
        findings += result.findings
    error_list = [{"path": display_path(path), "message": message} for path, message in errors]
    summary = {
        "files": files,
        "changed": sum(e["changed"] for e in entries),
        "findings": len(findings),
        "fixed": sum(f.applied for f in findings),
        "manual": sum(not f.applied for f in findings),
        "errors": len(error_list),
    }
    if outcomes is not None:
        summary["verification"] = _counts(o for found in outcomes.values() for o in found)
    return json.dumps(
        {"version": 1, "tool": f"omnifix {__version__}", "files": entries, "errors": error_list, "summary": summary},
        indent=2,
    )


def _cell(finding) -> dict:
    """In a notebook: `"cell": {"number", "line", "column"}` (`line` and `column` are then in the file)."""
    if finding.cell is None:
        return {}
    number, line, column = finding.cell
    return {"cell": {"number": number, "line": line, "column": column}}


def outcome_document(outcomes: Iterable[Outcome]) -> str:
    """The document of `omnifix verify --format json`."""
    outcomes = list(outcomes)
    return json.dumps(
        {
            "version": 1,
            "tool": f"omnifix {__version__}",
            "functions": [_outcome(o) for o in outcomes],
            "summary": _counts(outcomes),
        },
        indent=2,
    )


def _outcome(o: Outcome) -> dict:
    return {
        "path": display_path(o.path),
        "function": o.function,
        "line": o.line,
        "status": o.status.value,
        "detail": o.detail,
        "calls": o.calls,
        "repro": o.repro,
        "cause": o.cause,
    }


def _counts(outcomes: Iterable[Outcome]) -> dict[str, int]:
    outcomes = list(outcomes)
    return {status.value: sum(o.status is status for o in outcomes) for status in Status}
