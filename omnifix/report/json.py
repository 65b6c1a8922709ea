"""The `--format json` document (stable; `version` changes when its shape does).

```
{"version": 1, "tool": "omnifix X.Y.Z",
 "files": [{"path", "changed", "diff" (or null),
            "findings": [{"code", "name", "line", "column", "message", "tier", "applied", "help"}]}],
 "errors": [{"path", "message"}],
 "summary": {"files", "changed", "findings", "fixed", "manual", "errors"},
 "rules": [{"code", "name", "summary", "tier", "help"}]}
```
`files` lists only files with findings or changes, in the order they were processed. `tier` is
`safe`, `unsafe` or `manual` (no fix offered); `applied` is true when the output contains the fix.
A finding's `message` is one short line (what, where); its `help` says what this finding needs
beyond its codemod's documentation (why it is not fixed here, the replacement for this case), or
is null. `rules` documents each codemod that has findings in the document: `help` is its documentation (Markdown, what
`omnifix explain CODE` shows: what it does, why, an example, limitations). `help` and `rules` were
added in version 1.
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
from omnifix.report import Report
from omnifix.report.diff import display_path, unified_diff
from omnifix.verdicts import Outcome, Status


def document(report: Report) -> str:
    """The document of a run of `check` or `apply`; with `--verify`, its outcomes and the files
    whose rewrite verification held back."""
    outcomes, held, diff_base = report.outcomes, report.held, report.diff_base
    entries, findings = [], []
    for result in report.results:
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
                        "help": f.help,
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
    error_list = [
        {"path": display_path(path), "message": message} for path, message in report.errors
    ]
    summary = {
        "files": report.files,
        "changed": sum(e["changed"] for e in entries),
        "findings": len(findings),
        "fixed": sum(f.applied for f in findings),
        "manual": sum(not f.applied for f in findings),
        "errors": len(error_list),
    }
    if outcomes is not None:
        summary["verification"] = _counts(o for found in outcomes.values() for o in found)
    rules = [
        {"code": d.code, "name": d.name, "summary": d.summary, "tier": d.tier, "help": d.doc}
        for d in report.docs
    ]
    return json.dumps(
        {
            "version": 1,
            "tool": f"omnifix {__version__}",
            "files": entries,
            "errors": error_list,
            "summary": summary,
            "rules": rules,
        },
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
