"""`[tool.omnifix.verify]` in pyproject.toml: how verification runs, and examples to run it on.

```toml
[tool.omnifix.verify]
timeout = 600            # seconds per batch of modules (two child processes)
driver-timeout = 60      # seconds for one module's own run as __main__
memory-mb = 8192         # address-space cap of each child process
calls-per-function = 3   # recorded calls replayed per changed function
tolerance = 4            # floats under jit: |a - b| <= tolerance * eps * max|reference|
tests = ["tests/"]       # pytest arguments: record calls while the project's tests run
tests-timeout = 600      # seconds for the tests
programs = ["pkg.cli:main", "scripts/train.py --steps 2"]  # entry points, run end to end on both sides
importers = 4            # unchanged programs importing a changed module, run per batch to record calls
oracle-python = "/path/to/old-venv/bin/python"  # run the original under its own (older) JAX
cross-tolerance = 64     # floats, oracle on another JAX: |a - b| <= cross-tolerance * eps * max|reference|

[tool.omnifix.verify.examples]
# "path relative to this pyproject.toml::function or Class.method" = [argument tuples]
"src/pkg/layers.py::flatten" = ["jnp.ones((2, 3))", "(jnp.arange(6.0), 2)"]
```
`programs` are run end to end, each as `python` would run it: `pkg.mod:function` that function
called, `pkg.mod` that module as `python -m`, `path/to/script.py` (relative to the pyproject.toml)
that file, each optionally followed by its arguments; the original's run (eagerly) and the
rewrite's (as written) must end the same way and print the same. With `tests`, the record
process also runs pytest (from the pyproject.toml's folder) under
`jax.disable_jit()`, recording the calls the tests make to the changed functions. Each example is a
Python expression evaluated with `jax`, `jnp` (jax.numpy) and `np` (numpy) in
scope: a tuple is the positional arguments, anything else the only argument. The settings come
from the pyproject.toml nearest up from the current folder; examples from the one nearest up from
each changed file. Unknown keys are errors, so that a typo is not silently ignored.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Iterable

from omnifix.verify import Settings, parse_program

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

_NUMBERS = {
    "timeout": ("timeout", float),
    "driver-timeout": ("driver_timeout", int),
    "memory-mb": ("memory_mb", int),
    "calls-per-function": ("calls_per_function", int),
    "tolerance": ("tolerance", float),
    "tests-timeout": ("tests_timeout", int),
    "cross-tolerance": ("cross_tolerance", float),
    "importers": ("importers", int),
}


class ConfigError(ValueError):
    pass


def nearest_pyproject(start: Path) -> Path | None:
    folder = start.resolve()
    folder = folder if folder.is_dir() else folder.parent
    for candidate in (folder, *folder.parents):
        if (candidate / "pyproject.toml").is_file():
            return candidate / "pyproject.toml"
    return None


def _section(pyproject: Path) -> dict:
    try:
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ConfigError(f"{pyproject}: {error}") from None
    section = data.get("tool", {}).get("omnifix", {}).get("verify", {})
    unknown = set(section) - set(_NUMBERS) - {"examples", "tests", "oracle-python", "programs"}
    if unknown:
        raise ConfigError(
            f"{pyproject}: unknown [tool.omnifix.verify] keys: {', '.join(sorted(unknown))}"
        )
    return section


def verify_settings(
    files: Iterable[str],
    python: str | None = None,
    cwd: Path | None = None,
    oracle_python: str | None = None,
) -> Settings:
    """The settings for verifying changes to `files`, with `python` (from `--python`) and
    `oracle_python` (from `--oracle-python`, else the `oracle-python` key) if given."""
    settings = Settings() if python is None else Settings(python=python)
    here = nearest_pyproject(cwd or Path.cwd())
    if here is not None:
        section = _section(here)
        if oracle_python is None and "oracle-python" in section:
            if not isinstance(section["oracle-python"], str):
                raise ConfigError(
                    f"{here}: [tool.omnifix.verify] oracle-python must be the path of an interpreter"
                )
            found = section["oracle-python"]
            oracle_python = (
                str(here.parent / found)
                if ("/" in found and not Path(found).is_absolute())
                else found
            )
        for key, (attribute, kind) in _NUMBERS.items():
            if key in section:
                try:
                    settings = replace(settings, **{attribute: kind(section[key])})
                except (TypeError, ValueError):
                    raise ConfigError(
                        f"{here}: [tool.omnifix.verify] {key} must be a number"
                    ) from None
        tests = section.get("tests", [])
        if not isinstance(tests, list) or not all(isinstance(t, str) for t in tests):
            raise ConfigError(
                f"{here}: [tool.omnifix.verify] tests must be a list of pytest arguments"
            )
        # paths among them are relative to the pyproject.toml's folder, as pytest's own testpaths
        tests = [str(here.parent / t) if (here.parent / t).exists() else t for t in tests]
        settings = replace(settings, tests=tuple(tests), tests_root=str(here.parent))
        programs = section.get("programs", [])
        if not isinstance(programs, list) or not all(isinstance(p, str) for p in programs):
            raise ConfigError(
                f"{here}: [tool.omnifix.verify] programs must be a list of entry points"
            )
        for program in programs:
            try:
                parse_program(program, str(here.parent))
            except ValueError as error:
                raise ConfigError(f"{here}: [tool.omnifix.verify] programs: {error}") from None
        settings = replace(settings, programs=tuple(programs))
    examples: dict[tuple[str, str], tuple[str, ...]] = {}
    for pyproject in {p for p in map(nearest_pyproject, map(Path, files)) if p is not None}:
        for key, values in _section(pyproject).get("examples", {}).items():
            path, _, qualname = key.partition("::")
            if (
                not qualname
                or not isinstance(values, list)
                or not all(isinstance(v, str) for v in values)
            ):
                raise ConfigError(
                    f"{pyproject}: examples: {key!r} must be 'path::function' = [\"expression\", ...]"
                )
            examples[str((pyproject.parent / path).resolve()), qualname] = tuple(values)
    return replace(settings, examples=examples, oracle_python=oracle_python)
