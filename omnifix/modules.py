"""Which module a file is, from its path: its package is every folder above it holding an
`__init__.py` (so `src/pkg/mod.py` is `pkg.mod`, and a folder of scripts gives each its stem)."""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Module:
    name: str  # dotted; "" for an `__init__.py` with no package above (not importable by name)
    package: str  # what relative imports start from

    @classmethod
    def of(cls, path: str, packages: dict[str, tuple[str, ...]] | None = None) -> Module:
        """The module `path` is, from the `__init__.py` files of the folders above it (`packages`
        remembers what each folder was found to be, for the next call)."""
        packages = {} if packages is None else packages
        folder, base = os.path.split(path)
        stem = base.rpartition(".")[0] or base
        parts = packages_of(folder, packages) + (() if stem == "__init__" else (stem,))
        name = ".".join(parts)
        return cls(name, name if stem == "__init__" else name.rpartition(".")[0])

    def absolute(self, dotted: str) -> str | None:
        """`dotted` as this module's imports spell it (`.shapes.size_of`), made absolute."""
        if not dotted.startswith("."):
            return dotted
        rest = dotted.lstrip(".")
        up = len(dotted) - len(rest) - 1
        parts = self.package.split(".") if self.package else []
        if up >= len(parts):
            return None  # beyond the top-level package
        return ".".join(parts[: len(parts) - up] + ([rest] if rest else []))


def packages_of(folder: str, packages: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The names of the packages the modules in `folder` are in, outermost first (memo: `packages`,
    keyed by the folder as given too, which saves an `abspath` per file)."""
    found = packages.get(folder)
    if found is None:
        found = packages[folder] = _package(os.path.abspath(folder), packages)
    return found


def _package(folder: str, packages: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The names of the packages `folder` is in, outermost first; () when it is not a package."""
    found = packages.get(folder)
    if found is None:
        found = ()
        if any(os.path.isfile(os.path.join(folder, f"__init__.{s}")) for s in ("py", "pyi")):
            parent, name = os.path.split(folder)
            if name:
                found = (*_package(parent, packages), name)
        packages[folder] = found
    return found
