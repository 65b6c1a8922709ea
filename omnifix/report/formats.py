"""The formats `check`, `apply` and `verify` print (`--format`), each a writer chosen by name.

`WRITERS` maps the name of a format of `check` and `apply` to its `Writer`: the CLI gives it each
file's result as it comes (`result`), then the whole run (`finish`). `text`, `diff` and `github`
print as results come; `json`, `sarif` and `markdown` print one document at the end.
`VERIFICATION` maps the name of a format of `verify` to the function that prints its outcomes.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace
from typing import IO, Callable, Sequence

from omnifix.report import Report, github, json, markdown, sarif
from omnifix.report.diff import unified_diff
from omnifix.report.text import Lines, finding_lines, finding_parts, help_parts, outcome_lines
from omnifix.results import FileResult, Finding
from omnifix.verdicts import Outcome

UNFIXED_SHOWN = 20  # after a diff, at most this many findings it does not fix are listed


@dataclass(frozen=True)
class Settings:
    """What every writer is told: `written` when `apply` writes the rewrites (the text and github
    lines then show only the findings not fixed); `base` the folder the diffs' paths are relative
    to (`omnifix.report.diff.diff_base`); `show_help` to print each finding's help under it."""

    written: bool = False
    base: str | None = None
    show_help: bool = False


class Writer:
    """Prints one run in one format to `out` (stdout; progress and notes go to `err`)."""

    diffs = False  # whether it prints diffs (whose paths are relative to `Settings.base`)

    def __init__(self, settings: Settings, out: IO | None = None, err: IO | None = None) -> None:
        self.settings = settings
        self.out = out or sys.stdout
        self.err = Lines(err or sys.stderr)

    @staticmethod
    def documented(codes: Sequence[str], results: Sequence[FileResult]) -> Sequence[str]:
        """The codemods (of the selected `codes`) whose documentation `finish` shows: none (it
        takes importing them, which a run found in the cache does not otherwise do)."""
        return ()

    def result(self, result: FileResult, verdicts: Sequence[Outcome], held: bool) -> None:
        """One file with findings or changes, its verification outcomes, and whether they held
        its rewrite back."""

    def finish(self, report: Report) -> None:
        """The end of the run."""

    def emit(self, data: bytes | str) -> None:
        """`data` on `out` as bytes (UTF-8 for text), whatever the locale."""
        buffer = getattr(self.out, "buffer", None)
        if buffer is None:
            self.out.write(data if isinstance(data, str) else data.decode(errors="replace"))
            return
        self.out.flush()
        buffer.write(data.encode() if isinstance(data, str) else data)
        buffer.flush()


class Text(Writer):
    """`path:line:column: CODE [*] message` per finding (`omnifix.report.text`)."""

    def __init__(self, settings: Settings, out: IO | None = None, err: IO | None = None) -> None:
        super().__init__(settings, out, err)
        self.lines = Lines(self.out)

    def result(self, result, verdicts, held):
        found = finding_lines(
            result, only_pending=self.settings.written, show_help=self.settings.show_help
        )
        for line in found + outcome_lines(verdicts):
            self.lines.write(line)


class Diff(Writer):
    """The unified diff of each rewrite not held back; on stderr, each file's verification outcomes
    and, at the end, the findings the diff does not fix (the first `UNFIXED_SHOWN`; with
    `--show-help`, each with its help)."""

    diffs = True

    def __init__(self, settings: Settings, out: IO | None = None, err: IO | None = None) -> None:
        super().__init__(settings, out, err)
        self.unfixed: list[tuple[str, Finding]] = []

    def result(self, result, verdicts, held):
        if not held:
            self.emit(unified_diff(result, self.settings.base))
        for line in outcome_lines(verdicts):
            self.err.write(line)
        self.unfixed += [(result.path, f) for f in result.findings if held or not f.applied]

    def finish(self, report):
        if not self.unfixed:
            return
        count = len(self.unfixed)
        self.err.write(
            [
                (
                    f"not in the diff, for manual review ({count} finding{'' if count == 1 else 's'}):",
                    None,
                )
            ]
        )
        for path, finding in self.unfixed[:UNFIXED_SHOWN]:
            self.err.write(finding_parts(path, replace(finding, applied=False)))
            if self.settings.show_help and finding.help:
                self.err.write(help_parts(finding))
        if count > UNFIXED_SHOWN:
            self.err.write(
                [(f"... and {count - UNFIXED_SHOWN} more: `omnifix check` lists them all", None)]
            )


class GitHub(Writer):
    """GitHub Actions workflow commands (`omnifix.report.github`)."""

    def result(self, result, verdicts, held):
        for line in github.result_lines(result, verdicts, held=held, written=self.settings.written):
            self.emit(line + "\n")

    def finish(self, report):
        for line in github.error_lines(report.errors):
            self.emit(line + "\n")


class Json(Writer):
    """`omnifix.report.json`; it documents the codemods that have findings in it."""

    diffs = True

    @staticmethod
    def documented(codes, results):
        found = {f.code for r in results for f in r.findings}
        return [code for code in codes if code in found]

    def finish(self, report):
        self.emit(json.document(report) + "\n")


def _selected(codes: Sequence[str], results: Sequence[FileResult]) -> Sequence[str]:
    return codes


class Sarif(Writer):
    """`omnifix.report.sarif`; it documents every selected codemod (its rules)."""

    documented = staticmethod(_selected)

    def finish(self, report):
        self.emit(sarif.document(report) + "\n")


class Markdown(Writer):
    """`omnifix.report.markdown`; it documents every selected codemod (its table)."""

    documented = staticmethod(_selected)

    def finish(self, report):
        self.emit(markdown.document(report))


WRITERS: dict[str, type[Writer]] = {
    "text": Text,
    "diff": Diff,
    "json": Json,
    "sarif": Sarif,
    "github": GitHub,
    "markdown": Markdown,
}
FORMATS = tuple(WRITERS)


def _verdicts(report: Report) -> list[Outcome]:
    return [o for found in (report.outcomes or {}).values() for o in found]


def _verify_text(report: Report, out: IO) -> None:
    lines = Lines(out)
    for parts in outcome_lines(_verdicts(report)):
        lines.write(parts)


def _verify_json(report: Report, out: IO) -> None:
    Writer(Settings(), out).emit(json.outcome_document(_verdicts(report)) + "\n")


def _verify_sarif(report: Report, out: IO) -> None:
    Writer(Settings(), out).emit(sarif.document(report) + "\n")


def _verify_github(report: Report, out: IO) -> None:
    Writer(Settings(), out).emit(
        "".join(line + "\n" for line in github.outcome_lines(_verdicts(report)))
    )


def _verify_markdown(report: Report, out: IO) -> None:
    Writer(Settings(), out).emit(markdown.verification_document(report) + "\n")


VERIFICATION: dict[str, Callable[[Report, IO], None]] = {
    "text": _verify_text,
    "json": _verify_json,
    "sarif": _verify_sarif,
    "github": _verify_github,
    "markdown": _verify_markdown,
}
