"""`--format sarif`: a SARIF 2.1.0 log, for code scanning and review tools.

One run. `tool.driver.rules` are the selected codemods (`id` the code, `name`, `shortDescription`
the summary, `fullDescription` its documentation's *What it does* and *Why*, `help` the whole
documentation `omnifix explain` shows). Each finding is a result (level `warning`) whose message is
the finding's one short line, at its line and column, columns counted in Unicode code points
(`columnKind`), with the properties `tier` (`safe`, `unsafe`, `manual`) and `fixed` (omnifix's
output fixes it), `help` when the finding has help of its own (why it is not fixed here, the
replacement for this case), and in a notebook `cell`, `cellLine` and `cellColumn` (the region is
then in the `.ipynb` text). Paths are
relative URIs under `%SRCROOT%`, the root of the git work tree omnifix ran in (else the folder it
ran in), whose absolute URI `originalUriBaseIds` gives.

Edits are whole-file: with `check` and `--dry-run`, the first fixed finding of each changed file
carries one `fix` holding the file's entire rewrite (every fixed finding of the file at once, which
its `description` lists), as replacements of whole lines by character offset in the original text
(a BOM is not counted); the other fixed findings of the file name it in the property `fixedWith`.
A rewrite `--verify` held back, and any rewrite `apply` already wrote, has no `fix`.

Files that could not be processed are `toolExecutionNotifications` of level `error` (and make
`executionSuccessful` false). With `--verify`, each outcome is a notification too, at the changed
function's line in the rewritten file: level `note` for VERIFIED, `warning` for SKIPPED and
XLA-ERROR (the rewrite is kept: XLA failed, an upstream bug), `error` for MISMATCH, NOT-JITTABLE
and ERROR, with the properties `status`, `function` and `calls` (and `repro`, the folder of the
repro bundle, for XLA-ERROR); the run's property `verification` counts the outcomes by status.
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path
from urllib.parse import quote

from omnifix import __version__
from omnifix.git import base, relative
from omnifix.report import CodemodDoc, Report
from omnifix.report.diff import split_lines
from omnifix.results import FileResult
from omnifix.verdicts import Outcome, Status

SCHEMA = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
ROOT = "%SRCROOT%"
_NOTIFICATIONS = [
    {
        "id": "file-error",
        "shortDescription": {"text": "A file could not be processed; it was left untouched."},
    },
    {
        "id": "verification",
        "shortDescription": {
            "text": "The outcome of running a changed function, original and rewrite, eagerly and under jax.jit."
        },
    },
]
_LEVELS = {Status.VERIFIED: "note", Status.SKIPPED: "warning", Status.XLA_ERROR: "warning"}


def document(report: Report) -> str:
    root = base()
    rules = {code: index for index, code in enumerate(report.codes)}
    results = []
    for result in report.results:
        results += _results(report, result, root, rules)
    notifications = [
        _notification(0, "error", reason, _location(path, root)) for path, reason in report.errors
    ]
    if report.outcomes is not None:
        notifications += [_outcome(o, root) for found in report.outcomes.values() for o in found]
    run: dict = {
        "tool": {
            "driver": {
                "name": "omnifix",
                "version": __version__,
                "semanticVersion": __version__,
                "rules": [_rule(doc) for doc in report.docs],
                "notifications": _NOTIFICATIONS,
            }
        },
        "invocations": [
            {"executionSuccessful": not report.errors, "toolExecutionNotifications": notifications}
        ],
        "originalUriBaseIds": {ROOT: {"uri": root.as_uri().rstrip("/") + "/"}},
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    if report.outcomes is not None:
        found = [o for outcomes in report.outcomes.values() for o in outcomes]
        run["properties"] = {
            "verification": {s.value: sum(o.status is s for o in found) for s in Status}
        }
    return json.dumps({"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}, indent=2)


def _rule(doc: CodemodDoc) -> dict:
    return {
        "id": doc.code,
        "name": doc.name,
        "shortDescription": {"text": doc.summary},
        "fullDescription": {
            "text": "\n\n".join(filter(None, (doc.section("What it does"), doc.section("Why"))))
            or doc.summary
        },
        "help": {"text": doc.doc, "markdown": doc.doc},
        "defaultConfiguration": {"level": "warning"},
        "properties": {"tier": doc.tier},
    }


def _artifact(path: str, root: Path) -> dict:
    inside = relative(path, root)
    if inside is None:
        return {"uri": Path(os.path.realpath(path)).as_uri()}
    return {"uri": quote(inside), "uriBaseId": ROOT}


def _location(path: str, root: Path, line: int | None = None, column: int | None = None) -> dict:
    physical: dict = {"artifactLocation": _artifact(path, root)}
    if line:
        physical["region"] = {"startLine": line, **({"startColumn": column} if column else {})}
    return {"physicalLocation": physical}


def _results(report: Report, result: FileResult, root: Path, rules: dict[str, int]) -> list[dict]:
    fixed = [f for f in result.findings if report.fixed(result, f)]
    offer = result.changed and fixed and not report.written
    entries = []
    for finding in result.findings:
        entry: dict = {
            "ruleId": finding.code,
            "level": "warning",
            "message": {"text": finding.message},
            "locations": [_location(result.path, root, finding.line, finding.column)],
            "properties": {"tier": finding.tier.value, "fixed": report.fixed(result, finding)},
        }
        if finding.help:
            entry["properties"]["help"] = finding.help
        if finding.cell is not None:  # a notebook: the region is in its text, these in the cell
            entry["properties"].update(zip(("cell", "cellLine", "cellColumn"), finding.cell))
        if finding.code in rules:
            entry["ruleIndex"] = rules[finding.code]
        if offer and finding is fixed[0]:
            entry["fixes"] = [_fix(result, fixed, root)]
        elif offer and finding in fixed:
            entry["properties"]["fixedWith"] = f"the fix of {fixed[0].code} at line {fixed[0].line}"
        entries.append(entry)
    return entries


def _fix(result: FileResult, fixed, root: Path) -> dict:
    assert result.old is not None and result.new is not None
    covered = ", ".join(f"{f.code} (line {f.line})" for f in fixed)
    return {
        "description": {"text": f"omnifix's rewrite of this file, which fixes {covered}"},
        "artifactChanges": [
            {
                "artifactLocation": _artifact(result.path, root),
                "replacements": replacements(result.old, result.new, result.encoding),
            }
        ],
    }


def replacements(old: bytes, new: bytes, encoding: str) -> list[dict]:
    """The edits that turn `old` into `new`: changed runs of whole lines, each a deleted region (by
    character offset in `old`, without a BOM) and the text inserted in its place."""
    before, after = (
        split_lines(data.decode(encoding).removeprefix("\ufeff")) for data in (old, new)
    )
    starts = [0]
    for line in before:
        starts.append(starts[-1] + len(line))
    edits = []
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        edit: dict = {
            "deletedRegion": {"charOffset": starts[i1], "charLength": starts[i2] - starts[i1]}
        }
        if j2 > j1:
            edit["insertedContent"] = {"text": "".join(after[j1:j2])}
        edits.append(edit)
    return edits


def _notification(
    index: int, level: str, text: str, location: dict, properties: dict | None = None
) -> dict:
    notification = {
        "descriptor": {"id": _NOTIFICATIONS[index]["id"], "index": index},
        "level": level,
        "message": {"text": text},
        "locations": [location],
    }
    if properties:
        notification["properties"] = properties
    return notification


def _outcome(o: Outcome, root: Path) -> dict:
    return _notification(
        1,
        _LEVELS.get(o.status, "error"),
        f"{o.status.value} {o.function}: {o.detail}",
        _location(o.path, root, o.line),
        {
            "status": o.status.value,
            "function": o.function,
            "calls": o.calls,
            **({"repro": o.repro} if o.repro else {}),
        },
    )
