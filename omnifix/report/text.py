"""One line per finding, `path:line:column: CODE [*] message`; `[*]` marks a fix omnifix applies.

With verification, one line per changed function: `path:line: STATUS function: detail` (for
XLA-ERROR the detail says that the rewrite is kept and names the repro bundle's folder).
"""

from __future__ import annotations

from typing import Iterable

from omnifix.report.diff import display_path
from omnifix.results import FileResult
from omnifix.verdicts import Outcome


def finding_lines(result: FileResult, only_pending: bool = False) -> list[str]:
    name = display_path(result.path)
    return [
        f"{name}:{f.line}:{f.column}: {f.code} {'[*] ' if f.applied else ''}{f.message}"
        for f in result.findings
        if not (only_pending and f.applied)
    ]


def outcome_lines(outcomes: Iterable[Outcome]) -> list[str]:
    return [f"{display_path(o.path)}:{o.line}: {o.status.value} {o.function}: {o.detail}" for o in outcomes]
