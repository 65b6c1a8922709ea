"""The codemods there are: every `Rule` subclass defined in a module of the `codemods` package.

Adding a codemod is adding a module; nothing here lists them. They run in the order of their codes.
They are imported, with libcst, when first asked for (a run found whole in the cache needs neither).
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
from pathlib import Path
from typing import TYPE_CHECKING

import codemods

if TYPE_CHECKING:
    from omnifix.rule import Rule

_CODE = re.compile(r"^[A-Z]{3}\d{3}$")
_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@functools.cache
def all_codemods() -> tuple[type[Rule], ...]:
    from omnifix.rule import Rule

    found: list[type[Rule]] = []
    for info in pkgutil.iter_modules(codemods.__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"codemods.{info.name}")
        found += [
            value
            for value in vars(module).values()
            if _defines_codemod(value, module.__name__, Rule)
        ]
    for cls in found:
        if not _CODE.match(cls.CODE) or not _NAME.match(cls.NAME):
            raise RuntimeError(f"{cls.__module__}: bad code {cls.CODE!r} or name {cls.NAME!r}")
    codes = [c.CODE for c in found]
    if len(set(codes)) != len(codes):
        raise RuntimeError(f"duplicate codemod codes: {sorted(codes)}")
    return tuple(sorted(found, key=lambda c: c.CODE))


def _defines_codemod(value: object, module: str, base: type) -> bool:
    """A subclass of `base` (`Rule`) defined in `module` (not imported into it). Python 3.10
    counts aliases such as `tuple[int, ...]` as types, which issubclass() then refuses."""
    try:
        return isinstance(value, type) and issubclass(value, base) and value.__module__ == module
    except TypeError:
        return False


def find(key: str) -> type[Rule] | None:
    """The codemod with this code or name, in any case (`shp001`, `SHP001`)."""
    key = key.casefold()
    for cls in all_codemods():
        if key in (cls.CODE.casefold(), cls.NAME):
            return cls
    return None


def table() -> tuple[tuple[str, str, bool], ...]:
    """The code, name and `OPT_IN` of every codemod, in order: all `chosen` needs to resolve a
    selection."""
    return tuple((cls.CODE, cls.NAME, cls.OPT_IN) for cls in all_codemods())


def _matches(code: str, name: str, selector: str) -> bool:
    """`selector` (a code, a code prefix, a name or `ALL`, in any case) chooses the codemod."""
    selector = selector.casefold()
    return code.casefold().startswith(selector) or name == selector or selector == "all"


def _names(code: str, name: str, selector: str) -> bool:
    """`selector` is the codemod's code or name (in any case), which an opt-in codemod needs."""
    return selector.casefold() in (code.casefold(), name)


def chosen(
    select: list[str] | None,
    ignore: list[str] | None,
    known: tuple[tuple[str, str, bool], ...],
) -> tuple[str, ...]:
    """The codes of the codemods of `known` (`table()`, perhaps kept from an earlier run) that
    `--select` and `--ignore` choose (codes, code prefixes or names, in any case): one answer
    for every spelling of one choice. An opt-in codemod is chosen only by a `--select` naming its
    code or name: not by default, by `ALL` or by a prefix.

    Raises ValueError for a selector that matches no codemod.
    """
    for selector in (select or []) + (ignore or []):
        if not any(_matches(code, name, selector) for code, name, _ in known):
            raise ValueError(f"unknown codemod selector {selector!r} (see `omnifix list`)")
    return tuple(
        code
        for code, name, opt_in in known
        if (
            any(_names(code, name, s) for s in select or [])
            if opt_in
            else not select or any(_matches(code, name, s) for s in select)
        )
        and not any(_matches(code, name, s) for s in ignore or [])
    )


def select(select: list[str] | None, ignore: list[str] | None) -> tuple[type[Rule], ...]:
    """The codemods chosen by `--select` and `--ignore` (`chosen`).

    Raises ValueError for a selector that matches no codemod.
    """
    codes = chosen(select, ignore, table())
    return tuple(cls for cls in all_codemods() if cls.CODE in codes)


def golden_dir() -> Path:
    """The golden cases: `golden/` of a source checkout, else the copy installed with the package."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "golden", here / "_golden"):
        if candidate.is_dir():
            return candidate
    return here.parent / "golden"
