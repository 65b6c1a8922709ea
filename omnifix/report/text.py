"""One line per finding, `path:line:column: CODE [*] message`; `[*]` marks a fix omnifix applies."""

from __future__ import annotations

from omnifix.engine import FileResult
from omnifix.report.diff import display_path


def finding_lines(result: FileResult, only_pending: bool = False) -> list[str]:
    name = display_path(result.path)
    return [
        f"{name}:{f.line}:{f.column}: {f.code} {'[*] ' if f.applied else ''}{f.message}"
        for f in result.findings
        if not (only_pending and f.applied)
    ]
