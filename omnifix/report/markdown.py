"""`--format markdown`: a pull-request description of the migration (and each patch's summary).

In order: a heading; one sentence with the counts (files changed and findings fixed, or with
`check` and `--dry-run` that would change and fixable; findings for manual review; rewrites held
back by verification; files that could not be processed); a table of the findings per codemod;
with `--verify`, a table of the outcome of every changed function; then each file with its
findings, line by line, fixed (fixable) or for review, with the codemod's message (what it saw)
and, in an item under it, the finding's help when it has any (why, what to do); last, the files that could not be processed. An XLA-ERROR row's
detail names its repro bundle (`ISSUE.md` in it is the upstream bug report, filled in). Paths are
relative to the root of the git work tree. Messages keep
their code spans; what is outside them is escaped, so nothing in a message becomes markup.
"""

from __future__ import annotations

import re
from typing import Sequence

from omnifix import __version__
from omnifix.git import repository_path
from omnifix.report import Report
from omnifix.verdicts import Status

_CODE_SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)", re.DOTALL)
_SPECIAL = re.compile(r"([\\`*_<>\[\]#|~])")


def inline(text: str, table: bool = False) -> str:
    """`text` on one line with its code spans kept and the rest escaped; in a table cell, `|` too."""
    parts, position = [], 0
    for match in _CODE_SPAN.finditer(text):
        parts.append(_SPECIAL.sub(r"\\\1", text[position : match.start()]))
        parts.append(match.group(0).replace("|", "\\|") if table else match.group(0))
        position = match.end()
    parts.append(_SPECIAL.sub(r"\\\1", text[position:]))
    return " ".join("".join(parts).split())


def code(text: str) -> str:
    """`text` as a code span."""
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    padding = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{padding}{text}{padding}{fence}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def document(
    report: Report, title: str = "omnifix: JAX migration", owners: Sequence[str] = ()
) -> str:
    """The description; `owners`, when given, are named (in code spans: no one is notified)."""
    lines = [f"## {inline(title)}", ""]
    if owners:
        lines += [f"Owners: {', '.join(code(o) for o in owners)}", ""]
    lines += [_sentence(report), ""]
    lines += _codemod_table(report)
    if report.outcomes is not None:
        lines += _verification(report)
    lines += _files(report)
    if report.errors:
        lines += ["### Not processed", ""]
        lines += [
            f"- {code(repository_path(path))}: {inline(reason)}" for path, reason in report.errors
        ]
        lines.append("")
    return "\n".join(lines)


def verification_document(report: Report, title: str = "omnifix verify") -> str:
    """The description of a review by `omnifix verify`: the verification table alone."""
    return "\n".join([f"## {inline(title)}", "", *_verification(report)])


def _sentence(report: Report) -> str:
    changed = sum(r.changed and r.path not in report.held for r in report.results)
    findings = [(r, f) for r in report.results for f in r.findings]
    fixed = sum(report.fixed(r, f) for r, f in findings)
    verb = "changed" if report.written else "would change"
    looked = f" of {report.files} looked at" if report.files is not None else ""
    text = (
        f"omnifix {__version__} {verb} **{_count(changed, 'file')}**{looked}: "
        f"{_count(len(findings), 'finding')}, {fixed} {_fixed(report)} and {len(findings) - fixed} for manual review."
    )
    if report.held:
        text += f" {_count(len(report.held), 'rewrite')} held back by verification."
    if report.errors:
        text += f" {_count(len(report.errors), 'file')} could not be processed."
    return text


def _fixed(report: Report) -> str:
    """What a fixed finding is: fixed once `apply` wrote it, else only fixable."""
    return "fixed" if report.written else "fixable"


def _codemod_table(report: Report) -> list[str]:
    known = {doc.code: doc for doc in report.docs}
    counts: dict[str, list[int]] = {}
    for result in report.results:
        for finding in result.findings:
            row = counts.setdefault(finding.code, [0, 0])
            row[0 if report.fixed(result, finding) else 1] += 1
    if not counts:
        return []
    lines = [
        f"| Codemod | What it does | {_fixed(report).capitalize()} | For review |",
        "|---|---|---:|---:|",
    ]
    for key in sorted(counts):
        cls = known.get(key)
        what = f"{cls.name}: {cls.summary}" if cls else ""
        lines.append(
            f"| {code(key)} | {inline(what, table=True)} | {counts[key][0]} | {counts[key][1]} |"
        )
    return lines + [""]


def _verification(report: Report) -> list[str]:
    outcomes = [o for found in (report.outcomes or {}).values() for o in found]
    lines = ["### Verification", ""]
    if not outcomes:
        return lines + [
            "No changed function to run (the rewrites changed module-level code only).",
            "",
        ]
    counts = ", ".join(
        f"{n} {s.value}" for s in Status if (n := sum(o.status is s for o in outcomes))
    )
    lines += [
        f"Each changed function, original and rewrite, run eagerly and under `jax.jit`: {counts}.",
        "",
    ]
    xla = [o for o in outcomes if o.status is Status.XLA_ERROR]
    if xla:
        lines += [
            f"{_count(len(xla), 'function')} met an XLA error under `jax.jit`: the rewrites are kept (equal to the"
            " originals eagerly); each repro bundle's `ISSUE.md` is the bug report to file upstream.",
            "",
        ]
    lines += ["| File | Function | Line | Outcome | Detail |", "|---|---|---:|---|---|"]
    for o in outcomes:
        cells = [
            code(repository_path(o.path)),
            code(o.function),
            str(o.line),
            f"**{o.status.value}**",
            inline(o.detail, table=True),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return lines + [""]


def _place(finding) -> str:
    if finding.cell is not None:
        return f"cell {finding.cell[0]}, line {finding.cell[1]}"
    return f"line {finding.line}"


def _files(report: Report) -> list[str]:
    if not report.results:
        return []
    lines = ["### Files", ""]
    for result in report.results:
        if result.path in report.held:
            state = " (rewrite held back by verification)"
        elif result.changed:
            state = ""
        else:
            state = " (not changed)"
        lines += [f"#### {code(repository_path(result.path))}{state}", ""]
        for finding in result.findings:
            how = _fixed(report) if report.fixed(result, finding) else "for review"
            lines.append(
                f"- {_place(finding)}, {code(finding.code)} {how}: {inline(finding.message)}"
            )
            if finding.help:
                lines.append(f"  - {inline(finding.help)}")
        lines.append("")
    return lines
