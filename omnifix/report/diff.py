"""Unified diffs that `git apply` accepts from the directory omnifix ran in.

Diffs are made in the file's own encoding and newline style (a BOM stays on its first line, CRLF
lines keep their CR), and split on `\\n` only, as git does. A notebook's diff names the cells in its
hunk headers and is preceded by the changed cells' code diffs as `# ` lines (`omnifix.notebook`).
"""

from __future__ import annotations

import difflib
import os

from omnifix.results import FileResult

_NO_NEWLINE = "\n\\ No newline at end of file\n"


def display_path(path: str) -> str:
    """`path` relative to the current directory, with forward slashes."""
    relative = os.path.relpath(path)
    return relative.replace(os.sep, "/")


def split_lines(text: str) -> list[str]:
    """Lines split after each `\\n`, as git does; a CR stays with its line."""
    lines = text.split("\n")
    last = lines.pop()
    return [line + "\n" for line in lines] + ([last] if last else [])


def unified_diff(result: FileResult) -> bytes:
    if not result.changed:
        return b""
    assert result.old is not None and result.new is not None
    name = display_path(result.path)
    old = split_lines(result.old.decode(result.encoding))
    new = split_lines(result.new.decode(result.encoding))
    out = []
    for line in difflib.unified_diff(old, new, f"a/{name}", f"b/{name}"):
        out.append(line if line.endswith("\n") else line + _NO_NEWLINE)
    patch = "".join(out)
    if result.path.endswith(".ipynb"):  # cells named in the hunks, and shown as code first
        from omnifix.notebook import annotate_diff

        patch = annotate_diff(result, patch, name)
    return patch.encode(result.encoding, errors="surrogateescape")
