"""The lowest JAX a project supports, from the requirement it declares.

Looked for from each file's folder up, as `omnifix.config` finds pyproject.toml: the first folder
with a `jax` requirement in `pyproject.toml` (`[project] dependencies`), `setup.cfg`
(`[options] install_requires`), `setup.py` (`install_requires` strings) or `requirements*.txt`
decides. The requirement's lower bound (`jax>=0.4.20`, `jax==0.4.20`, `jax~=0.4.20`, `jax>0.4.20`)
is the lowest supported JAX; `jax` with no lower bound says nothing. `--min-jax` overrides it
(`Options.min_jax`). The result is part of the run's `Options` (`declared_jax`), so the cache
knows when a requirement changes.
"""

from __future__ import annotations

import configparser
import os
import re
import sys
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:  # `results` imports this module (lazily) for `lowest_for`
    from omnifix.results import Version

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

_REQUIREMENT = re.compile(
    r"^\s*jax\s*(?:\[[^\]]*\])?\s*(?:\(\s*)?(?P<specs>[<>=!~][^;#]*)?(?:;.*)?$", re.I
)
_LOWER = re.compile(r"(>=|==|~=|>|===)\s*v?(\d+(?:\.\d+)*)")
_SETUP_PY = re.compile(r"""["'](jax\s*(?:\[[^\]"']*\])?\s*[<>=!~][^"']*|jax)["']""")


def lower_bound(requirement: str) -> Version | None | bool:
    """The lowest version `requirement` allows when it is a requirement on `jax`; True when it is
    one with no lower bound; False when it is not about `jax`."""
    found = _REQUIREMENT.match(requirement)
    if found is None:
        return False
    bounds = [
        tuple(int(p) for p in version.split(".")[:3])
        for _, version in _LOWER.findall(found["specs"] or "")
    ]
    return max(bounds) if bounds else True


def _first(requirements: Iterable[str]) -> Version | None | bool:
    for requirement in requirements:
        found = lower_bound(requirement.strip())
        if found is not False:
            return found
    return False


def _pyproject(path: str) -> Version | None | bool:
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError):
        return False
    dependencies = data.get("project", {}).get("dependencies", [])
    return (
        _first(d for d in dependencies if isinstance(d, str))
        if isinstance(dependencies, list)
        else False
    )


def _setup_cfg(path: str) -> Version | None | bool:
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read(path, encoding="utf-8")
        text = parser.get("options", "install_requires", fallback="")
    except (OSError, configparser.Error, UnicodeDecodeError):
        return False
    return _first(text.splitlines())


def _setup_py(path: str) -> Version | None | bool:
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return False
    if "install_requires" not in text:
        return False
    return _first(_SETUP_PY.findall(text))


def _requirements_txt(path: str) -> Version | None | bool:
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except (OSError, UnicodeDecodeError):
        return False
    return _first(line.split("#")[0] for line in lines if not line.lstrip().startswith("-"))


_READERS = (("pyproject.toml", _pyproject), ("setup.cfg", _setup_cfg), ("setup.py", _setup_py))


@lru_cache(maxsize=None)
def _declared_here(folder: str) -> Version | None | bool:
    """What `folder` itself declares (False: nothing about jax)."""
    for name, reader in _READERS:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            found = reader(path)
            if found is not False:
                return found
    try:
        names = sorted(
            n for n in os.listdir(folder) if n.startswith("requirements") and n.endswith(".txt")
        )
    except OSError:
        return False
    for name in names:
        found = _requirements_txt(os.path.join(folder, name))
        if found is not False:
            return found
    return False


@lru_cache(maxsize=None)
def _declaring(folder: str) -> tuple[str, Version] | None:
    """(the folder nearest up from `folder` declaring a jax requirement, its lower bound)."""
    found = _declared_here(folder)
    if found is not False:
        return folder, found if isinstance(found, tuple) else ()  # (): jax with no lower bound
    parent = os.path.dirname(folder)
    return None if parent == folder else _declaring(parent)


def declared(files: Iterable[str]) -> tuple[tuple[str, Version], ...]:
    """(folder, lowest supported jax) for each project folder the files belong to, sorted."""
    found = {_declaring(os.path.dirname(os.path.abspath(path))) for path in files}
    return tuple(sorted(f for f in found if f is not None))


def lowest_for(path: str, folders: tuple[tuple[str, Version], ...]) -> Version | None:
    """The lowest supported jax of the file at `path`: that of the nearest folder above it."""
    if not folders:
        return None
    here = os.path.abspath(path)
    best = None
    for folder, version in folders:
        if here.startswith(folder.rstrip(os.sep) + os.sep) and (
            best is None or len(folder) > len(best[0])
        ):
            best = (folder, version)
    return best[1] or None if best else None
