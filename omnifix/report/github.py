"""`--format github`: GitHub Actions workflow commands, which annotate the files of a run or a PR.

One line per finding, `::warning file=PATH,line=L,col=C,title=CODE::message` (with `check` and
`--dry-run` every finding, a fixable one saying so; after `apply` only those it did not fix; the
finding's help, if it has any, on the message's second line), one
`::error file=PATH,title=omnifix::reason` per file that could not be processed and, with `--verify`,
one per changed function at its line in the rewritten file: `::notice` for VERIFIED, `::warning`
for SKIPPED and XLA-ERROR (the rewrite is kept; XLA failed: an upstream bug, with a repro bundle),
`::error` for MISMATCH, NOT-JITTABLE and ERROR, titled `STATUS function`.

PATH is relative to the root of the git work tree omnifix ran in (GitHub places annotations by
the path in the repository, not in the folder a step ran in); outside a work tree, relative to the
folder omnifix ran in. Values are escaped as the Actions runner expects: `%`, CR and LF in the
message; those and `:` and `,` in properties.
"""

from __future__ import annotations

from typing import Iterable

from omnifix.git import repository_path
from omnifix.results import FileResult
from omnifix.verdicts import Outcome, Status

_COMMANDS = {Status.VERIFIED: "notice", Status.SKIPPED: "warning", Status.XLA_ERROR: "warning"}


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(name: str, message: str, **properties: object) -> str:
    """One workflow command, `::name key=value,...::message`; properties that are None are left out."""
    given = ",".join(
        f"{key}={escape_property(str(value))}"
        for key, value in properties.items()
        if value is not None
    )
    return f"::{name}{' ' + given if given else ''}::{escape_data(message)}"


def result_lines(
    result: FileResult, outcomes: Iterable[Outcome] = (), held: bool = False, written: bool = False
) -> list[str]:
    """The annotations of one file: its findings, then its verification `outcomes`. `held`: its
    rewrite was held back (it fixes nothing); `written`: `apply` wrote it (fixed findings are left out)."""
    path = repository_path(result.path)
    lines = []
    for finding in result.findings:
        fixed = finding.applied and not held
        if fixed and written:
            continue
        message = (
            finding.message
            + (f"\n{finding.help}" if finding.help else "")
            + ("\n(`omnifix apply` fixes this.)" if fixed else "")
        )
        lines.append(
            command(
                "warning",
                message,
                file=path,
                line=finding.line,
                col=finding.column,
                title=finding.code,
            )
        )
    return lines + outcome_lines(outcomes)


def outcome_lines(outcomes: Iterable[Outcome]) -> list[str]:
    return [
        command(
            _COMMANDS.get(o.status, "error"),
            o.detail or o.status.value,
            file=repository_path(o.path),
            line=o.line,
            title=f"{o.status.value} {o.function}",
        )
        for o in outcomes
    ]


def error_lines(errors: Iterable[tuple[str, str]]) -> list[str]:
    return [
        command("error", reason, file=repository_path(path), title="omnifix")
        for path, reason in errors
    ]
