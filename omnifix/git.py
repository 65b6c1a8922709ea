"""What omnifix asks of git: the work tree a path is in, the files changed since a revision, and
their text at that revision (for `omnifix verify`)."""

from __future__ import annotations

import functools
import os
import subprocess
from pathlib import Path


class GitError(Exception):
    pass


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


def _git(*args: str, cwd: Path) -> bytes:
    try:
        completed = subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)
    except OSError as error:
        raise GitError(f"cannot run git: {error.strerror or error}") from None
    if completed.returncode != 0:
        message = completed.stderr.decode(errors="replace").strip().splitlines()
        raise GitError(message[-1] if message else f"git {args[0]} failed")
    return completed.stdout


def _top_with_commit(revision: str, cwd: Path) -> Path:
    """The top folder of the work tree `cwd` is in, once `revision` is known to name a commit
    there. Raises GitError outside a work tree or for an unknown revision."""
    top = Path(_git("rev-parse", "--show-toplevel", cwd=cwd).decode().rstrip("\n"))
    try:
        _git(
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            f"{revision}^{{commit}}",
            cwd=top,
        )
    except GitError:
        raise GitError(f"not a commit: {revision!r}") from None
    return top


def changed_since(revision: str, cwd: Path | None = None) -> set[str]:
    """The real paths of the files that differ from `revision` in the work tree the current folder
    is in: changed in commits since it, staged or not, and untracked files that are not ignored.
    Deleted files are not in it. Raises GitError outside a work tree or for an unknown revision."""
    cwd = cwd or Path.cwd()
    top = _top_with_commit(revision, cwd)
    listed = _git(
        "diff", "--name-only", "-z", "--no-renames", "--end-of-options", revision, "--", cwd=top
    )
    listed += _git("ls-files", "--others", "--exclude-standard", "-z", cwd=top)
    paths = (top / name for name in listed.decode("utf-8", "surrogateescape").split("\0") if name)
    return {os.path.realpath(path) for path in paths if path.exists()}


def modified_since(
    paths: list[str], revision: str, cwd: Path | None = None
) -> list[tuple[str, bytes, bytes]]:
    """`(path, text at revision, text now)` of each `.py` file under `paths` (relative to `cwd`)
    modified since `revision`, committed or not. Added, deleted and renamed files have no before
    and after to compare and are left out. Raises GitError outside a work tree or for an unknown
    revision."""
    cwd = (cwd or Path.cwd()).resolve()
    top = _top_with_commit(revision, cwd)
    listed = _git(
        "diff",
        "--name-only",
        "-z",
        "--no-renames",
        "--diff-filter=M",
        "--end-of-options",
        revision,
        "--",
        *paths,
        cwd=cwd,
    )
    found = []
    for name in sorted(
        n for n in listed.decode("utf-8", "surrogateescape").split("\0") if n.endswith(".py")
    ):
        path = top / name
        found.append((str(path), _git("show", f"{revision}:{name}", cwd=top), path.read_bytes()))
    return found
