"""One line per finding, `path:line:column: CODE [*] message`; `[*]` marks a finding whose fix is
in omnifix's output (with `check` and `--dry-run`: fixable with `omnifix apply`). In a notebook,
`path:cell N:line:column: ...`, the line and column in cell N (`omnifix.notebook`). With
`--show-help`, a finding that has help of its own (`Finding.help`) is followed by it, indented:
`    help: ...`; why a codemod reports what it does is `omnifix explain CODE`.

With verification, one line per changed function: `path:line: STATUS function: detail` (for
XLA-ERROR the detail says that the rewrite is kept and names the repro bundle's folder).

On a terminal the path, the code and `[*]` are coloured (with rich); piped, or with `NO_COLOR`
set (to anything but the empty string) or `TERM=dumb`, the lines are plain. `FORCE_COLOR` colours
them even when piped.
"""

from __future__ import annotations

import os
from typing import IO, Iterable

from omnifix.report.diff import display_path
from omnifix.results import FileResult, Finding
from omnifix.verdicts import Outcome

LEGEND = "[*] {count} fixable with `omnifix apply` (nothing was written)"
_STYLES = {"path": "bold", "code": "bold red", "fix": "cyan", "help": "dim"}

Part = tuple[str, str | None]  # a piece of a line, and its style in `_STYLES` (None: plain)


def finding_parts(path: str, finding: Finding) -> list[Part]:
    """The line of one finding of the file at `path`, in styled pieces."""
    fix: list[Part] = [("[*]", "fix"), (" ", None)] if finding.applied else []
    return [
        (f"{display_path(path)}:{finding.where()}:", "path"),
        (" ", None),
        (finding.code, "code"),
        (" ", None),
        *fix,
        (finding.message, None),
    ]


def finding_lines(
    result: FileResult, only_pending: bool = False, show_help: bool = False
) -> list[list[Part]]:
    """The lines of the findings of `result`; with `only_pending`, those whose fix is not in the
    output; with `show_help`, each followed by its help, if it has any."""
    lines = []
    for finding in result.findings:
        if only_pending and finding.applied:
            continue
        lines.append(finding_parts(result.path, finding))
        if show_help and finding.help:
            lines.append(help_parts(finding))
    return lines


def help_parts(finding: Finding) -> list[Part]:
    """The line under a finding that shows its help (`--show-help`)."""
    return [("    help: ", "help"), (finding.help or "", None)]


def outcome_lines(outcomes: Iterable[Outcome]) -> list[list[Part]]:
    return [
        [
            (f"{display_path(o.path)}:{o.line}:", "path"),
            (f" {o.status.value} {o.function}: {o.detail}", None),
        ]
        for o in outcomes
    ]


def plain(parts: list[Part]) -> str:
    return "".join(text for text, _ in parts)


def wants_colour(stream: IO) -> bool:
    """Whether lines written to `stream` are coloured (see the module's documentation)."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a replaced or closed stream
        return False


class Lines:
    """Writes lines to `stream` (a text stream), coloured when `wants_colour(stream)`."""

    def __init__(self, stream: IO) -> None:
        self.stream = stream
        self.console = None
        if wants_colour(stream):
            from rich.console import Console

            self.console = Console(
                file=stream,
                force_terminal=True,
                highlight=False,
                soft_wrap=True,
                emoji=False,
                markup=False,
            )

    def write(self, parts: list[Part]) -> None:
        if self.console is None:  # as UTF-8 bytes whatever the locale, as the diffs are written
            buffer = getattr(self.stream, "buffer", None)
            if buffer is None:
                self.stream.write(plain(parts) + "\n")
            else:
                self.stream.flush()
                buffer.write((plain(parts) + "\n").encode())
                buffer.flush()
            return
        from rich.text import Text

        self.console.print(
            Text.assemble(*((text, _STYLES[style] if style else "") for text, style in parts))
        )
