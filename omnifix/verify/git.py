"""The changes `omnifix verify` reviews: Python files modified in the work tree since a git revision."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Sequence

from omnifix.verify import Change


class GitError(Exception):
    pass


def _git(*args: str, cwd: Path) -> bytes:
    try:
        completed = subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)
    except OSError as error:
        raise GitError(f"cannot run git: {error.strerror or error}") from None
    if completed.returncode != 0:
        raise GitError(completed.stderr.decode(errors="replace").strip() or f"git {args[0]} failed")
    return completed.stdout


def changes_since(paths: Sequence[str], base: str, cwd: Path | None = None) -> list[Change]:
    """Each `.py` file under `paths` modified since `base` (committed or not): its text there and now.

    Added, deleted and renamed files have no before-and-after to compare and are left out.
    """
    cwd = (cwd or Path.cwd()).resolve()
    top = Path(_git("rev-parse", "--show-toplevel", cwd=cwd).decode().strip())
    _git("rev-parse", "--verify", "--quiet", f"{base}^{{commit}}", cwd=cwd)
    names = _git("diff", "--name-only", "-z", "--no-renames", "--diff-filter=M", base, "--", *paths, cwd=cwd)
    changes = []
    for name in sorted(filter(None, names.decode().split("\0"))):
        if not name.endswith(".py"):
            continue
        path = top / name
        changes.append(Change(str(path), _git("show", f"{base}:{name}", cwd=top), path.read_bytes()))
    return changes
