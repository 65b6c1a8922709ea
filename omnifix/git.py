"""Where paths are in git: the work tree a path is in, and paths as the repository names them."""

from __future__ import annotations

import functools
import os
from pathlib import Path


@functools.cache
def work_tree(folder: Path) -> Path | None:
    """The root of the git work tree `folder` (absolute) is in: the nearest folder up with a `.git`
    (a folder, or the file of a linked work tree or submodule); None outside any."""
    if (folder / ".git").exists():
        return folder
    return None if folder.parent == folder else work_tree(folder.parent)


def base() -> Path:
    """The folder paths are shown relative to where only the current folder will not do (GitHub
    annotations, SARIF, CODEOWNERS): the root of the work tree the current folder is in, else the
    current folder itself."""
    here = Path.cwd().resolve()
    return work_tree(here) or here


def relative(path: str, to: Path) -> str | None:
    """`path` relative to the folder `to`, with forward slashes; None when it is not inside it."""
    try:
        return Path(os.path.realpath(path)).relative_to(to).as_posix()
    except ValueError:
        return None


def repository_path(path: str) -> str:
    """`path` as GitHub names it: relative to the root of the work tree omnifix runs in, with
    forward slashes; outside it, relative to the current folder."""
    inside = relative(path, base())
    return inside if inside is not None else os.path.relpath(path).replace(os.sep, "/")
