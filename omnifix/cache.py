"""Results of earlier runs, found again by content: a file seen before is not parsed again.

Each entry is the result of one runner task for one file (a record of `omnifix.runner`:
`SurveyTask`, `BindingsTask`, `RelayTask`, `UsesTask`, `TransformTask`), or the results of a
whole run (every file's path, module name and bytes: `run_key`), under a key that digests
everything the result depends on:

- the task: its type and the fields it compares (`canonical`), which are the file's path (results
  name it) and the facts it was given; and the file's bytes;
- the run: the codes of the codemods it selected (`--select`/`--ignore` resolved, so `oms`,
  `OMS`, `OMS001` and `remove-omnistaging-toggles` are one selection, in any order) and the
  `Options` (unsafe fixes, target JAX version). The selection is resolved against the build's
  table of codemods (`registry.table`), kept in its folder (`TABLE`), so that a run found whole
  needs neither the codemods nor libcst imported;
- what other files of the run told this one: the cross-file facts of a phased run (`Shared`
  facts, the run's exports), so a change in one module misses the cache of the modules using it;
- the build of omnifix: its version, a digest of the source and data files of the `omnifix` and
  `codemods` packages (the JAX API table included, so an edited install never reuses stale
  results), the Python version (what `ast` accepts) and libcst's version. The layout of the keys
  is part of the build (this module's source is digested with the rest), so changing it starts a
  new build folder: there is no separate format version to bump.

Only files that some codemod's byte prefilter passes are cached: for the others (most files of a
monorepo) the prefilter costs less than a look-up.

On disk, under the cache folder (default `.omnifix_cache` in the current folder; `--cache-dir`,
or `OMNIFIX_CACHE_DIR`), one folder per build of omnifix holds one pickle per entry
(`<build>/<2 hex>/<rest of the key>`). An entry is written to a temporary file in its folder and
renamed into place, so runs and pool workers sharing a cache never see half an entry; two writers
of one key write the same result. Entries that cannot be read count as misses; a cache that cannot
be written is only slower. Each run marks its build folder used and deletes the folders of other
builds not used for `STALE_DAYS` days. The cache folder holds a `CACHEDIR.TAG` and a `.gitignore`
of `*`; deleting it at any time is safe.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import os
import pickle
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Sequence

from omnifix import registry
from omnifix.installed import installed_version
from omnifix.modules import packages_of
from omnifix.results import FileResult, read

DEFAULT_FOLDER = ".omnifix_cache"
STALE_DAYS = 7
_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# omnifix's cache: see https://bford.info/cachedir/\n"


MISSING = object()  # what `Cache.get` gives for a key with no entry


class Uncacheable(TypeError):
    """A value with no stable digest: the task runs without the cache."""


@dataclass(frozen=True)
class Cache:
    folder: str  # this build's folder
    codes: tuple[str, ...]  # the codes of the codemods the run selected
    run: str  # digest of the run's settings: `codes` and options

    TABLE: ClassVar[str] = "codemods"  # the build's `registry.table()`, in its folder

    @classmethod
    def at(
        cls,
        root: str | os.PathLike,
        selection: tuple[Sequence[str], Sequence[str]],
        options: object,
    ) -> Cache:
        """The cache under `root` for this build and a run with this codemod `selection`
        (`--select` and `--ignore` as given) and `options`. The selection is resolved with the
        build's table of codemods kept by an earlier run, else with the registry (which imports
        the codemods). Nothing is written before `prepare`. Raises ValueError for a selector that
        matches no codemod."""
        folder = Path(
            os.path.abspath(root), build()
        )  # absolute: pool and cluster workers may be elsewhere
        codes = registry.chosen(*selection, _table(folder / cls.TABLE) or registry.table())
        return cls(str(folder), codes, digest(codes, options))

    def prepare(self) -> None:
        """Makes the folders (with the cache tag), keeps the build's table of codemods, marks
        this build used and deletes the folders of builds not used for `STALE_DAYS` days; raises
        OSError when the cache cannot be made."""
        folder = Path(self.folder)
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in (("CACHEDIR.TAG", _TAG), (".gitignore", "*\n")):
            if not (folder.parent / name).exists():
                _write(folder.parent / name, text.encode())
        if _table(folder / self.TABLE) is None:
            _write(
                folder / self.TABLE,
                pickle.dumps(registry.table(), protocol=pickle.HIGHEST_PROTOCOL),
            )
        os.utime(folder)
        _prune(folder.parent, keep=folder.name)

    def key(self, task: object, data: bytes) -> str:
        """The key of `task` (a runner task record: its type, its file's path and the facts it
        was given, as its compared fields) on the file's bytes `data`; raises `Uncacheable` for a
        field `canonical` cannot digest."""
        return self._hashed(canonical(task), data)

    def _hashed(self, head: str, data: bytes) -> str:
        hasher = hashlib.sha256(f"{self.run}\0{head}\0".encode("utf-8", "surrogatepass"))
        hasher.update(data)  # SHA-256: CPUs hash it fastest (SHA extensions)
        return hasher.hexdigest()[:40]

    def get(self, key: str) -> object:
        """The value stored under `key`, else `MISSING`."""
        if key not in _listing(self.folder):
            return MISSING
        try:
            with open(os.path.join(self.folder, key[:2], key[2:]), "rb") as handle:
                return pickle.load(handle)
        except Exception:  # missing, damaged, or written by an incompatible build
            return MISSING

    def put(self, key: str, value: object) -> None:
        try:
            path = Path(self.folder, key[:2], key[2:])
            path.parent.mkdir(exist_ok=True)
            _write(path, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
            _listing(self.folder).add(key)
        except OSError:
            pass  # read-only or full: the run goes on uncached

    def run_key(self, files: Sequence[str]) -> str | None:
        """The key of a whole run over `files`: every file's path and bytes, and the packages of
        their folders, which name their modules (None when a file cannot be read: its error is
        not worth keeping). A file whose `stat` is the one recorded with its digest is not read
        again (`_Index`)."""
        hasher = hashlib.sha256()
        packages: dict[str, tuple[str, ...]] = {}
        index = _Index.load(self.folder)
        previous = None
        for path in files:
            found = index.digest(path)
            if found is None:
                return None
            folder = os.path.dirname(path)
            if folder != previous:
                previous = folder
                hasher.update(
                    f"D{folder}\0{'.'.join(packages_of(folder, packages))}\0".encode(
                        "utf-8", "surrogatepass"
                    )
                )
            hasher.update(f"F{path}\0".encode("utf-8", "surrogatepass") + found)
        index.save()
        return self._hashed(f"whole run\0{len(files)}\0{hasher.hexdigest()}", b"")

    def get_run(
        self, key: str, files: Sequence[str]
    ) -> tuple[tuple[str, ...], list[FileResult]] | None:
        """The codes of the codemods the run selects, and the result for each of `files` of a run
        under `key`; None when there was no such run."""
        found = self.get(key)
        if found is MISSING:
            return None
        kept = dict(found)
        return self.codes, [kept.get(i) or FileResult(path) for i, path in enumerate(files)]

    def put_run(self, key: str, files: Sequence[str], results: Sequence[FileResult]) -> None:
        """Keeps a run's results under `key` from `run_key`, if no file changed during the run
        (the results are then those of the bytes keyed)."""
        if self.run_key(files) == key:
            self.put(key, [(i, r) for i, r in enumerate(results) if r != FileResult(r.path)])


class _Index:
    """The SHA-256 of files' bytes by their `stat` (device, inode, size, modification and change
    times), as git's index keeps them: a file whose `stat` is unchanged is not read. Only files
    not modified for `SETTLED_NS` before they were looked at are recorded: a file changed again
    within the timestamps' granularity (the same mtime) after it was read is then not taken for
    the old one. Writing a file changes its change time, which no program sets back."""

    SETTLED_NS = 3_000_000_000
    NAME = "stat-index"

    def __init__(self, folder: str, known: dict) -> None:
        self.folder, self.known, self.added = folder, known, 0
        self.now = time.time_ns()

    @classmethod
    def load(cls, folder: str) -> _Index:
        try:
            with open(os.path.join(folder, cls.NAME), "rb") as handle:
                known = pickle.load(handle)
            if not isinstance(known, dict):
                known = {}
        except Exception:  # missing or damaged: every file is read
            known = {}
        return cls(folder, known)

    def digest(self, path: str) -> bytes | None:
        """The SHA-256 of the bytes of `path`; None when it cannot be read."""
        try:
            found = os.stat(path)
        except OSError:
            return None
        mark = (found.st_size, found.st_mtime_ns, found.st_ctime_ns)
        identity = (found.st_dev, found.st_ino)
        known = self.known.get(identity)
        if known is not None and known[0] == mark:
            return known[1]
        data = read(path)
        if isinstance(data, FileResult):
            return None
        digest = hashlib.sha256(data).digest()
        if max(found.st_mtime_ns, found.st_ctime_ns) < self.now - self.SETTLED_NS:
            self.known[identity] = (mark, digest)
            self.added += 1
        return digest

    def save(self) -> None:
        """Writes the index if files were added to it and the cache folder exists."""
        if self.added and os.path.isdir(self.folder):
            try:
                _write(
                    Path(self.folder, self.NAME),
                    pickle.dumps(self.known, protocol=pickle.HIGHEST_PROTOCOL),
                )
            except OSError:
                pass


def _table(path: Path) -> tuple[tuple[str, str], ...] | None:
    """The table of codemods kept at `path`; None when there is none (or it cannot be read)."""
    try:
        with open(path, "rb") as handle:
            found = pickle.load(handle)
    except Exception:  # missing or damaged
        return None
    return found if isinstance(found, tuple) else None


_LISTINGS: dict[str, set[str]] = {}


def _listing(folder: str) -> set[str]:
    """The keys with an entry in `folder`, listed once per process (one `listdir` per 2-hex
    folder, instead of a failed `open` per missing key): an entry another process adds later is
    missed, and only redone."""
    found = _LISTINGS.get(folder)
    if found is None:
        found = set()
        try:
            for shard in os.listdir(folder):
                if len(shard) == 2:
                    found.update(
                        shard + name
                        for name in os.listdir(os.path.join(folder, shard))
                        if not name.startswith(".")
                    )
        except OSError:
            pass
        _LISTINGS[folder] = found
    return found


def _write(path: Path, data: bytes) -> None:
    """`data` into `path`, whole or not at all."""
    temporary = path.parent / f".tmp-{os.getpid()}-{os.urandom(6).hex()}"
    descriptor = os.open(
        temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666
    )
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _prune(root: Path, keep: str) -> None:
    """Deletes the build folders other than `keep` not used for `STALE_DAYS` days."""
    limit = time.time() - STALE_DAYS * 86400
    for entry in os.scandir(root):
        if entry.name != keep and entry.is_dir(follow_symlinks=False) and len(entry.name) == 32:
            try:
                if entry.stat().st_mtime < limit:
                    shutil.rmtree(entry.path, ignore_errors=True)
            except OSError:
                pass


_BUILD: str | None = None


def build() -> str:
    """A digest of this build of omnifix: version, package sources and data, Python and libcst."""
    global _BUILD
    if _BUILD is None:
        import codemods
        import omnifix

        try:
            libcst_version = installed_version("libcst")
        except LookupError:  # not found as a distribution: ask the module
            from libcst._version import __version__ as libcst_version

        hasher = hashlib.blake2b(digest_size=16)
        hasher.update(f"{omnifix.__version__} {sys.version_info[:2]} {libcst_version}".encode())
        for package in (omnifix, codemods):
            top = Path(package.__file__).parent
            for path in sorted(top.rglob("*")):
                if (
                    path.is_file()
                    and "__pycache__" not in path.parts
                    and path.suffix not in (".pyc", ".pyo")
                ):
                    hasher.update(str(path.relative_to(top)).encode() + b"\0" + path.read_bytes())
        _BUILD = hasher.hexdigest()
    return _BUILD


def digest(*values: object) -> str:
    return hashlib.sha256(canonical(values).encode("utf-8", "surrogatepass")).hexdigest()[:40]


def canonical(value: object) -> str:
    """A text that is the same for equal values in every process: sets sorted (their order
    depends on string hashing, which differs between processes), dicts in their own order, a
    dataclass by its type and the fields its equality compares."""
    kind = type(value)
    if (
        kind is str
        or kind is int
        or kind is bool
        or value is None
        or kind is float
        or kind is bytes
    ):
        return repr(value)
    if isinstance(value, enum.Enum):
        return f"{type(value).__qualname__}.{value.name}"
    if kind is tuple or kind is list:
        return "(" + ",".join(canonical(v) for v in value) + ")"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(canonical(v) for v in value)) + "}"
    if isinstance(value, dict) or (hasattr(value, "items") and hasattr(value, "keys")):
        return "{" + ",".join(f"{canonical(k)}:{canonical(v)}" for k, v in value.items()) + "}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):  # the fields it compares
        fields = ",".join(
            canonical(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare
        )
        return f"{type(value).__module__}.{type(value).__qualname__}({fields})"
    if isinstance(value, tuple):  # a named tuple
        return f"{type(value).__module__}.{type(value).__qualname__}{canonical(tuple(value))}"
    raise Uncacheable(f"no stable digest for {type(value).__qualname__}")
