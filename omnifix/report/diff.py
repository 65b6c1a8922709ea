"""Unified diffs that `git apply` accepts from the directory omnifix ran in.

Paths are relative to the current folder. A path there would need `..`, which `git apply` and
`patch` refuse, so when some file of the run is outside the current folder, every path of the diff
is relative to one other folder (`diff_base`): the root of the git work tree holding the files,
else their deepest common folder; the user is told to apply the diff there.

Diffs are made in the file's own encoding and newline style (a BOM stays on its first line, CRLF
lines keep their CR), and split on `\\n` only, as git does. A notebook's diff names the cells in its
hunk headers and is preceded by the changed cells' code diffs as `# ` lines (`omnifix.notebook`).
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Iterable

from omnifix.git import work_tree
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


def _outside(path: str) -> bool:
    relative = os.path.relpath(path)
    return relative == os.pardir or relative.startswith(os.pardir + os.sep)


def diff_base(paths: Iterable[str]) -> str | None:
    """The folder the paths of a diff of `paths` are relative to: None for the current folder
    (every path is inside it), else the git work tree holding them all, else their deepest common
    folder (absolute)."""
    paths = list(paths)
    if not any(_outside(path) for path in paths):
        return None
    common = os.path.commonpath([os.path.dirname(os.path.realpath(path)) for path in paths])
    tree = work_tree(Path(common))
    return str(tree) if tree is not None else common


def diff_path(path: str, base: str | None = None) -> str:
    """`path` as a diff names it: relative to `base` (see `diff_base`), or to the current folder."""
    if base is None:
        return display_path(path)
    return os.path.relpath(os.path.realpath(path), base).replace(os.sep, "/")


def unified_diff(result: FileResult, base: str | None = None) -> bytes:
    """The diff of `result`, its paths relative to `base` (None: the current folder)."""
    if not result.changed:
        return b""
    assert result.old is not None and result.new is not None
    name = diff_path(result.path, base)
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
