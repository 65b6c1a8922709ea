"""Paths given on the command line -> the Python files (and notebooks) to process, in a stable order.

Folders are walked for `.py`, `.pyi` and `.ipynb` files (`omnifix.notebook`; `--exclude '*.ipynb'`
leaves notebooks out); Jupyter's `.ipynb_checkpoints` folders are skipped.

The files under each folder argument come sorted by path. Inside a git work tree, `.gitignore` files (every one from the
work tree's root down, plus `.git/info/exclude`) are honoured with git's own matching rules (via
pathspec). `--exclude` globs match any path component or the path relative to the argument.
Symlinked folders are followed only when they point inside the folder being walked and were not
seen before (no loops); symlinked files are skipped in walks (the real file is visited where it
lives). Files named explicitly are always taken, except when `--exclude` matches them.
"""

from __future__ import annotations

import fnmatch
import operator
import os
from dataclasses import dataclass, field
from pathlib import Path

import pathspec

PYTHON_SUFFIXES = (".py", ".pyi")
SUFFIXES = PYTHON_SUFFIXES + (".ipynb",)  # files walked: modules and notebooks (`omnifix.notebook`)
_NAME = operator.attrgetter("name")
SKIPPED_FOLDERS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        ".bzr",
        ".tox",
        ".nox",
        ".venv",
        "venv",
        ".eggs",
        "__pycache__",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".pytype",
        "node_modules",
        "site-packages",
        "__pypackages__",
        "buck-out",
        "_build",
        ".ipynb_checkpoints",
    }
)


@dataclass
class Discovery:
    files: list[str] = field(default_factory=list)
    errors: list[tuple[str, str]] = field(default_factory=list)  # (path, reason)


class _Ignores:
    """The .gitignore rules that apply below a git work tree's root (folders as absolute paths)."""

    def __init__(self) -> None:
        self._specs: dict[str, list[tuple[str, pathspec.PathSpec]]] = {}
        self._roots: dict[str, str | None] = {}
        self.without: set[str] = set()  # folders listed with no .gitignore in them

    def _root(self, folder: str) -> str | None:
        """The git work tree `folder` is in (each folder looked at once)."""
        if folder not in self._roots:
            parent = os.path.dirname(folder)
            if os.path.exists(os.path.join(folder, ".git")):
                self._roots[folder] = folder
            else:
                self._roots[folder] = None if parent == folder else self._root(parent)
        return self._roots[folder]

    def _chain(self, folder: str) -> list[tuple[str, pathspec.PathSpec]]:
        """(base folder, spec) for every ignore file that applies inside `folder`, outermost first."""
        if folder in self._specs:
            return self._specs[folder]
        root = self._root(folder)
        if root is None:
            chain: list[tuple[str, pathspec.PathSpec]] = []
        elif folder == root:
            chain = []
            for name in (".git/info/exclude", ".gitignore"):
                spec = _read_spec(os.path.join(root, name))
                if spec is not None:
                    chain.append((root, spec))
        else:
            chain = list(self._chain(os.path.dirname(folder)))
            spec = (
                None if folder in self.without else _read_spec(os.path.join(folder, ".gitignore"))
            )
            if spec is not None:
                chain.append((folder, spec))
        self._specs[folder] = chain
        return chain

    def apply(self, folder: str) -> bool:
        """Whether any ignore file has rules for the entries of the absolute `folder`."""
        return bool(self._chain(folder))

    def ignored(self, folder: str, name: str, is_dir: bool) -> bool:
        """Whether `name` in the absolute `folder` is ignored."""
        verdict = False
        for base, spec in self._chain(folder):
            inside = folder[len(base) :].lstrip(os.sep)
            relative = (inside + os.sep + name if inside else name).replace(os.sep, "/") + (
                "/" if is_dir else ""
            )
            result = spec.check_file(relative)
            if result.include is not None:
                verdict = result.include
        return verdict


def _read_spec(path: str) -> pathspec.PathSpec | None:
    """The rules of an ignore file; None when it is missing or has none (only comments)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return None
    spec = pathspec.GitIgnoreSpec.from_lines(lines)
    return spec if any(p.include is not None for p in spec.patterns) else None


def _excluded(relative: str, name: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatch(name, p) or fnmatch.fnmatch(relative, p) for p in patterns)


def discover(paths: list[str], exclude: list[str] | None = None) -> Discovery:
    """The files to process under `paths`. Paths that do not exist are errors."""
    exclude = exclude or []
    found = Discovery()
    seen_files: set[str] = set()
    ignores = _Ignores()

    def take(display: str, real: str) -> None:
        if real not in seen_files:
            seen_files.add(real)
            found.files.append(display)

    for argument in paths:
        top = Path(argument)
        if not os.path.lexists(argument):
            found.errors.append((argument, "no such file or folder"))
            continue
        if not top.is_dir():
            if not any(_excluded(top.as_posix(), part, exclude) for part in top.parts):
                take(argument, os.path.realpath(argument))
            continue
        top_real = os.path.realpath(argument)
        visited = {top_real}
        start = len(found.files)
        root = str(top)  # normalised as pathlib does: `a//b` is `a/b`, `./a` is `a`
        # folders: (path, real path, absolute path, path relative to `root` + "/" or "")
        stack = [(root, top_real, os.path.abspath(root), "")]
        linked: list[str] = []  # symlinked folders: walked last, so that files keep their real path
        while stack or linked:
            if not stack:
                link = linked.pop(0)
                real = os.path.realpath(link)
                if real not in visited:
                    visited.add(real)
                    inside = os.path.relpath(link, root).replace(os.sep, "/")
                    stack.append((link, real, os.path.abspath(link), inside + "/"))
                continue
            folder, folder_real, absolute, prefix = stack.pop()
            try:
                entries = sorted(os.scandir(folder), key=_NAME)
            except OSError as error:
                found.errors.append((str(folder), f"cannot list folder: {error.strerror or error}"))
                continue
            if not any(entry.name == ".gitignore" for entry in entries):
                ignores.without.add(absolute)
            real_base = os.path.join(folder_real, "")  # + name: the real path of an entry
            absolute_base = os.path.join(absolute, "")
            folders = []
            filtering = bool(exclude) or ignores.apply(absolute)
            for entry in entries:
                name = entry.name
                try:
                    is_dir = entry.is_dir()  # follows symlinks
                    if not is_dir and not name.endswith(SUFFIXES):
                        continue
                    is_link = entry.is_symlink()
                except OSError:
                    continue
                if filtering and (
                    _excluded(prefix + name, name, exclude)
                    or ignores.ignored(absolute, name, is_dir)
                ):
                    continue
                if is_dir:
                    if name in SKIPPED_FOLDERS or name.endswith(".egg-info"):
                        continue
                    if name.endswith(PYTHON_SUFFIXES):
                        found.errors.append((entry.path, "is a folder, not a Python file"))
                        continue
                    if is_link:
                        real = os.path.realpath(entry.path)
                        if real == top_real or real.startswith(top_real + os.sep):
                            linked.append(name if folder == os.curdir else entry.path)
                        continue
                    real = real_base + name
                    if real in visited:
                        continue
                    visited.add(real)
                    folders.append(
                        (
                            name if folder == os.curdir else entry.path,
                            real,
                            absolute_base + name,
                            prefix + name + "/",
                        )
                    )
                elif not is_link:
                    take(entry.path, real_base + name)
            stack.extend(folders)
        found.files[start:] = sorted(
            found.files[start:], key=lambda p: p.split(os.sep)
        )  # by path components
    return found
