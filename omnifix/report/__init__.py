"""Renderers of a run's results.

`text` (one line per finding), `diff` (a unified diff for `git apply`) and `github` (workflow
commands that annotate files) stream one file at a time; `json`, `sarif` and `markdown` are
documents made from a whole `Report` once the run is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Sequence

from omnifix.results import FileResult, Finding
from omnifix.verdicts import Outcome

if TYPE_CHECKING:
    from omnifix.codemod import Codemod

FORMATS = ("text", "diff", "json", "sarif", "github", "markdown")


@dataclass(frozen=True)
class Report:
    """One run, as the document formats and the per-group summaries see it.

    `results` are the files with findings or changes, in file order; `errors` the files that could
    not be processed, `(path, reason)`; `files` how many files were looked at (None: not told); `outcomes` the
    verification outcomes by path (None when `--verify` did not run); `held` the paths whose
    rewrite `--verify` held back (neither written nor in a diff); `written` is True after `apply`
    wrote the rewrites, False for `check` and `--dry-run`; `diff_base` the folder the paths of
    diffs are relative to (None: the current folder; `omnifix.report.diff.diff_base`).
    """

    results: Sequence[FileResult]
    errors: Sequence[tuple[str, str]] = ()
    files: int | None = None
    codes: Sequence[str] = ()  # of the selected codemods
    outcomes: Mapping[str, Sequence[Outcome]] | None = None
    held: frozenset[str] = field(default_factory=frozenset)
    written: bool = False
    diff_base: str | None = None

    def fixed(self, result: FileResult, finding: Finding) -> bool:
        """Whether omnifix's output for this file fixes the finding (a held-back file fixes nothing)."""
        return finding.applied and result.path not in self.held

    def codemods(self) -> list[type[Codemod]]:
        """The selected codemods, imported (their documentation is shown)."""
        from omnifix import registry

        return [registry.find(code) for code in self.codes]

    def verdicts(self, path: str) -> Sequence[Outcome]:
        return (self.outcomes or {}).get(path, ())
