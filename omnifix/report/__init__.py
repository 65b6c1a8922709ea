"""Renderers of a run's results.

`text` (one line per finding), `diff` (a unified diff for `git apply`) and `github` (workflow
commands that annotate files) stream one file at a time; `json`, `sarif` and `markdown` are
documents made from a whole `Report` once the run is over. `omnifix.report.formats` maps each
format's name to its writer.
"""

from __future__ import annotations

import inspect
import sys
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from omnifix.results import FileResult, Finding
from omnifix.verdicts import Outcome


@dataclass(frozen=True)
class CodemodDoc:
    """What the document formats say about one codemod (the CLI makes these from the registry, so
    that rendering needs no codemod imported)."""

    code: str
    name: str
    summary: str
    tier: str
    doc: str  # its module docstring: the documentation `omnifix explain` shows

    def section(self, heading: str) -> str:
        """The text of the documentation's section `## heading`, without the heading ("" if none)."""
        for part in self.doc.split("\n## ")[1:]:
            title, _, text = part.partition("\n")
            if title.strip() == heading:
                return text.strip()
        return ""

    @classmethod
    def of(cls, codemod) -> CodemodDoc:
        doc = inspect.cleandoc(sys.modules[codemod.__module__].__doc__ or codemod.SUMMARY)
        return cls(codemod.CODE, codemod.NAME, codemod.SUMMARY, codemod.TIER.value, doc)


@dataclass(frozen=True)
class Report:
    """One run, as the document formats and the per-group summaries see it.

    `results` are the files with findings or changes, in file order; `errors` the files that could
    not be processed, `(path, reason)`; `files` how many files were looked at (None: not told); `outcomes` the
    verification outcomes by path (None when `--verify` did not run); `held` the paths whose
    rewrite `--verify` held back (neither written nor in a diff); `written` is True after `apply`
    wrote the rewrites, False for `check` and `--dry-run`; `diff_base` the folder the paths of
    diffs are relative to (None: the current folder; `omnifix.report.diff.diff_base`); `docs` the
    documentation of the selected codemods, for sarif's rules and markdown's table.
    """

    results: Sequence[FileResult]
    errors: Sequence[tuple[str, str]] = ()
    files: int | None = None
    codes: Sequence[str] = ()  # of the selected codemods
    outcomes: Mapping[str, Sequence[Outcome]] | None = None
    held: frozenset[str] = field(default_factory=frozenset)
    written: bool = False
    diff_base: str | None = None
    docs: Sequence[CodemodDoc] = ()  # of the selected codemods, for the formats that document them

    def fixed(self, result: FileResult, finding: Finding) -> bool:
        """Whether omnifix's output for this file fixes the finding (a held-back file fixes nothing)."""
        return finding.applied and result.path not in self.held

    def verdicts(self, path: str) -> Sequence[Outcome]:
        return (self.outcomes or {}).get(path, ())
