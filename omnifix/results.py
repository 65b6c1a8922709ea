"""What a run is made of and what it gives, free of libcst (a run whose results are all in the
cache imports neither libcst nor the codemods): settings, findings, fix tiers, the facts files tell
each other, each file's result, and reading a file.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Mapping

Version = tuple[int, ...]


class Tier(str, enum.Enum):
    """How far a fix can be trusted."""

    SAFE = "safe"  # semantics-preserving for all inputs on the target JAX version
    UNSAFE = "unsafe"  # may change dtype, placement or needs a newer JAX: only with --unsafe-fixes
    MANUAL = "manual"  # message only


@dataclass(frozen=True)
class Options:
    """Per-run settings every codemod sees."""

    unsafe_fixes: bool = False
    target_jax: Version | None = None  # None: the newest JAX omnifix knows
    min_jax: Version | None = None  # `--min-jax`: the lowest JAX the code must still run on
    # (folder, the lowest JAX its declared requirement allows; () for none) of the run's projects
    declared_jax: tuple[tuple[str, Version], ...] = ()

    def lowest_jax(self, path: str) -> Version | None:
        """The lowest JAX the file at `path` must run on: `--min-jax`, else its project's
        declared requirement (`omnifix.requirements`), else None (only the target counts)."""
        if self.min_jax is not None:
            return self.min_jax
        if not self.declared_jax:
            return None
        from omnifix.requirements import lowest_for

        return lowest_for(path, self.declared_jax)


@dataclass(frozen=True)
class Finding:
    """One thing a codemod saw in a file, at a 1-based line and column of the original text: a short
    `message` (what, in one line), and `help` for this finding beyond the codemod's documentation
    (`omnifix explain CODE`), or None."""

    code: str
    name: str
    line: int
    column: int
    message: str
    tier: Tier  # the tier of the fix offered (MANUAL: no fix)
    applied: bool  # True when the output contains the fix
    # in a notebook (`omnifix.notebook`): (cell number, line, column in the cell's source), and
    # `line` and `column` are then the place in the notebook's text
    cell: tuple[int, int, int] | None = None
    help: str | None = None

    def sort_key(self) -> tuple[int, int, str]:
        return (self.line, self.column, self.code)

    def where(self) -> str:
        """`line:column`, or in a notebook `cell N:line:column` (within the cell)."""
        if self.cell is not None:
            return "cell {}:{}:{}".format(*self.cell)
        return f"{self.line}:{self.column}"


@dataclass(frozen=True)
class Shared:
    """What the other files of the run tell one codemod about one file (see `Rule.exports`)."""

    module: str  # the file's dotted module name
    package: str  # what its relative imports start from
    # names this module exports -> (path, the `uses` facts) of each file of the run using it
    importers: Mapping[str, tuple[tuple[str, object], ...]] = field(default_factory=dict)
    # dotted names as this file's imports spell them -> (exported `module.name`, what the exporting
    # file published about it in its transform: `publish`, None for nothing, `rule.UNKNOWN`)
    imported: Mapping[str, tuple[str, object]] = field(default_factory=dict)
    # names this module exports that an importing module refused (`rule.Refusal`): a call there
    # cannot follow the change, so the exporter must not make it
    withdrawn: Mapping[str, tuple[object, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class FileResult:
    """What happened to one file. `old`/`new` are set only when the file changes."""

    path: str
    findings: tuple[Finding, ...] = ()
    error: str | None = None
    old: bytes | None = None
    new: bytes | None = None
    encoding: str = "utf-8"
    digest: str | None = (
        None  # sha256 of the bytes read, to refuse writing over a file changed since
    )
    published: tuple[
        tuple[str, str, object], ...
    ] = ()  # (code, name, fact) codemods told other files

    @property
    def changed(self) -> bool:
        return self.new is not None


def read_bytes(path: str) -> bytes:
    with open(path, "rb", buffering=0) as handle:  # one read of the whole file, no buffer copy
        return handle.read()


BINARY_PROBE = 8000  # bytes searched for a NUL, as git does to tell binary files


def read(path: str) -> bytes | FileResult:
    """The bytes of `path`, or the error reading them. A file with a NUL byte near its start is
    binary (Python source cannot hold one): an error, whatever else its bytes contain."""
    try:
        data = read_bytes(path)
    except IsADirectoryError:
        return FileResult(path, error="is a folder, not a Python file")
    except OSError as error:
        return FileResult(path, error=f"cannot read: {error.strerror or error}")
    if b"\0" in data[:BINARY_PROBE]:
        return FileResult(
            path, error="binary file (it has NUL bytes), not Python source; not processed"
        )
    return data
