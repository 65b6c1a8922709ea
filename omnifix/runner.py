"""Many files -> a stream of `FileResult`s, in the order the files were given.

`--jobs 1` runs in this process; more jobs use a process pool whose workers each read, filter,
parse and transform whole files, so only paths go out and small results come back. Within each
window of `WINDOW` files the largest are handed out first (a large file last would keep one worker
busy while the others wait), and results are put back in the order of the files given, so the
output is the same for every number of jobs; the window bounds how many results wait in memory.
The phases before the last hand out their tasks largest first too (`_Executor.spread`).

When a selected codemod needs facts from other files (`Rule.exports`), the run has phases
(`omnifix.project` has the details):

1. every file is screened (bytes, then CPython's `ast`) as the engine would, and the exporting
   codemods list their exported names; a file no codemod wants is done, but for a module a
   wanted file imports names from, which codemods with `Rule.SOURCES` ask for their exports
   (`project.sources`: a module of constants without JAX);
2. only if some name is exported: the files the filters of an exporting codemod turned away
   that import an exported name list their exports for it too (`project.relays`, in rounds:
   a relay of a relay); the files that refer to one (known from their survey, else
   from their bytes) are parsed again (`ast`) and summarised (`Rule.uses`); facts depending on
   how other files use a file's own exports (`rule.Through`) are settled over the whole run;
3. exporters of a codemod that `PUBLISHES` whose facts some file awaits (`Rule.awaits`, on its
   `uses` facts) are transformed first (in layers, an exporter after those it imports from), and
   what they publish is handed to those files; the files none of this bears on are transformed
   beside the first layer, so that the workers a layer of a few slow files leaves idle have work;
4. every other file is transformed, with what the other files said about it, and results stream;
   a file they said nothing about that no codemod rewrites has its result from its survey.

Without such a codemod the run is a single phase, as before.

The work of one phase on one file is a task: a small frozen record (`SurveyTask`, `BindingsTask`,
`UsesTask`, `TransformTask`) of the file's path and the facts the phase gives it, which knows how
a worker does it. Only these records go to the workers, and `(index, result)` comes back.

A notebook (`.ipynb`, `omnifix.notebook`) takes part in every phase through its code cells, as one
module; its tasks are keyed in the cache by the notebook's own bytes.

With a `Cache` (`omnifix.cache`), each task of a file some prefilter passes is first looked up by
its key (the task record, the file's bytes and the run's settings: `Cache.key`); the
parent loads what the cache has, and only the rest is sent to the workers, which store what they
compute. Files no prefilter passes are neither hashed nor stored: redoing them is cheaper.

With a `progress` (`omnifix.progress.Progress`), each phase is announced with its tasks in the
order they are handed out, and each task's file when it finishes, in whatever order that is.

With a `Cluster` (`--executor dask`, `omnifix.cluster`), every task runs on its Dask workers
instead, in chunks (`_work_chunk`); they get absolute paths (their working folder is not this
one), and the results carry the paths as given, so the output is the same.
"""

from __future__ import annotations

import os
import signal
import threading
from dataclasses import dataclass, field, replace
from typing import Callable, ClassVar, Iterable, Iterator, Mapping, Sequence

from omnifix import notebook, project, registry, rule
from omnifix.cache import MISSING, Cache, Uncacheable, digest
from omnifix.engine import process_bytes
from omnifix.modules import Module
from omnifix.notebook import SUFFIX as NOTEBOOK
from omnifix.project import Survey
from omnifix.results import FileResult, Options, Shared, read
from omnifix.rule import Rule, exports_names

WINDOW = 2048
_worker_state: tuple[tuple[type[Rule], ...], Options, Cache | None] | None = None


def _start_worker(codes: tuple[str, ...], options: Options, cache: Cache | None) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the pool stops its workers with SIGTERM
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    _set_worker_state(codes, options, cache)


def _set_worker_state(codes: tuple[str, ...], options: Options, cache: Cache | None) -> None:
    global _worker_state
    chosen = tuple(registry.find(code) for code in codes)
    _worker_state = (chosen, options, cache)


@dataclass(frozen=True)
class _Task:
    """One file's work in one phase of a run: a record that goes to a worker and comes back as
    `(index, result)`. Its type and its compared fields are what the result depends on besides the
    file's bytes and the run's settings: the cache keys on them (`Cache.key`); `index`, the file's
    place in the run, is not compared unless the result depends on it."""

    PHASE: ClassVar[str]  # the phase, as `omnifix.progress` names it

    index: int = field(compare=False)
    path: str

    def chosen(self, selected: tuple[type[Rule], ...]) -> tuple[type[Rule], ...]:
        """The codemods of the run's `selected` this task is for."""
        return selected

    def unreadable(self, error: FileResult) -> object:
        """The result when the file cannot be read (`error` says why)."""
        raise NotImplementedError

    def worth(self, data: bytes, chosen: tuple[type[Rule], ...]) -> bool:
        """False when the result is known without parsing (no prefilter passes): it is then made
        with no codemods, and not cached."""
        return True

    def make(self, data: bytes, chosen: tuple[type[Rule], ...], options: Options) -> object:
        raise NotImplementedError


@dataclass(frozen=True)
class TransformTask(_Task):
    """The last phase: a file's `FileResult`. `codes`: the codemods of the run meant for it (None:
    all); `shared`: what other files tell them (`Shared`, by code); `screened`: the first phase
    found that each of them wants the file."""

    PHASE = "transform"

    codes: frozenset[str] | None
    shared: Mapping[str, Shared]
    screened: bool

    def chosen(self, selected):
        return (
            selected if self.codes is None else tuple(c for c in selected if c.CODE in self.codes)
        )

    def unreadable(self, error):
        return error

    def worth(self, data, chosen):
        if self.screened or self.shared:
            return True
        return (
            notebook.worth(data, chosen) if self.path.endswith(NOTEBOOK) else _passes(data, chosen)
        )

    def make(self, data, chosen, options):
        process = notebook.process if self.path.endswith(NOTEBOOK) else process_bytes
        return process(self.path, data, chosen, options, self.shared, self.screened)


@dataclass(frozen=True)
class SurveyTask(_Task):
    """Phase 1: a file's `Survey`, as module `module`."""

    PHASE = "survey"

    module: Module

    def unreadable(self, error):
        return Survey(result=error)

    def worth(self, data, chosen):
        return (
            notebook.worth(data, chosen) if self.path.endswith(NOTEBOOK) else _passes(data, chosen)
        )

    def make(self, data, chosen, options):
        if self.path.endswith(NOTEBOOK):
            return notebook.survey(self.path, data, self.module, chosen)
        return project.survey(self.path, data, self.module, chosen, options)


@dataclass(frozen=True)
class SourceTask(_Task):
    """Phase 1: the exports of `codes` (their filters turned the file away) of a module a file
    they want imports names from (`project.source_exports`: a `Survey`, or None)."""

    PHASE = "sources"

    module: Module
    codes: frozenset[str]

    def chosen(self, selected):
        return tuple(cls for cls in selected if cls.CODE in self.codes)

    def unreadable(self, error):
        return None

    def make(self, data, chosen, options):
        return project.source_exports(data, self.module, chosen, self.path)


@dataclass(frozen=True)
class BindingsTask(_Task):
    """Phase 1, when some name is exported: what a package `__init__` the survey left unparsed
    binds (`project.reexports`)."""

    PHASE = "bindings"

    module: Module
    leaves: tuple[bytes, ...]  # `Exports.leaves`: a file spelling none is not parsed (None)

    def unreadable(self, error):
        return {}

    def make(self, data, chosen, options):
        return project.reexports(data, self.module, self.leaves)


@dataclass(frozen=True)
class UsesTask(_Task):
    """Phase 1, second round: how the file uses the names other files export (`project.Uses` by
    code, or None). Which exports are the file's own depends on its `index`, which is compared;
    `exports_digest` stands for `exports` in the key (digested once, in the parent; "" without a
    cache)."""

    PHASE = "uses"

    index: int
    module: Module
    exports: project.Exports = field(compare=False)
    exports_digest: str
    wanted: frozenset[str] = frozenset()  # the codemods that want the file (`Survey.wanted`)

    def unreadable(self, error):
        return None

    def worth(self, data, chosen):
        return self.exports.mentioned(data, self.wanted)

    def make(self, data, chosen, options):
        if not chosen:
            return None
        if self.path.endswith(NOTEBOOK):
            return notebook.find_uses(
                data, self.module, self.index, self.exports, chosen, self.wanted
            )
        return project.find_uses(
            data, self.module, self.index, self.exports, chosen, self.path, self.wanted
        )


@dataclass(frozen=True)
class RelayTask(_Task):
    """Phase 1, when some name is exported: the exports of the codemods of `codes`, whose filters
    turned the file away, of a file that imports an exported name (`project.relays`: a `Survey`,
    or None when its bytes mention none). Like `UsesTask`, its `index` is compared."""

    PHASE = "relays"

    index: int
    module: Module
    codes: frozenset[str]
    exports: project.Exports = field(compare=False)
    exports_digest: str

    def chosen(self, selected):
        return tuple(cls for cls in selected if cls.CODE in self.codes)

    def unreadable(self, error):
        return None

    def worth(self, data, chosen):
        return self.exports.mentioned(data)

    def make(self, data, chosen, options):
        if not chosen:
            return None
        if self.path.endswith(NOTEBOOK):
            return notebook.relays(data, self.module, self.index, self.exports, chosen)
        return project.relays(data, self.module, self.index, self.exports, chosen, self.path)


_chunk_lock = threading.Lock()
_chunk_setup: tuple | None = (
    None  # the arguments `_worker_state` was last made from on a Dask worker
)


def _work_chunk(setup: tuple, chunk: list[_Task]) -> list[tuple[int, object]]:
    """A chunk of tasks on a Dask worker (`omnifix.cluster`); `setup`: the arguments of
    `_start_worker`. The worker state is made from them once per worker process (and again when a
    run with other settings uses the worker); a process runs one chunk at a time, its threads
    would share the GIL anyway."""
    global _chunk_setup
    with _chunk_lock:
        if _chunk_setup != setup:
            _set_worker_state(*setup)
            _chunk_setup = setup
        return [_work(task) for task in chunk]


def _work(task: _Task, compute: bool = True) -> tuple[int, object]:
    """One task in a worker: `(task.index, its result)`. The file is read here, once; the result
    comes from the cache when the same task ran on the same bytes (without `compute`, a task not
    in the cache gives `MISSING`)."""
    assert _worker_state is not None
    selected, options, cache = _worker_state
    data = read(task.path)
    if isinstance(data, FileResult):
        return task.index, task.unreadable(data)
    chosen = task.chosen(selected)
    worth = task.worth(data, chosen)
    return task.index, _cached(
        cache, task, data, worth, compute, lambda: task.make(data, chosen if worth else (), options)
    )


def _passes(data: bytes, codemods: Sequence[type[Rule]]) -> bool:
    """Some codemod's prefilter passes `data` (the cheaper ones tried first)."""
    return any(cls.prefilter(data) for cls in sorted(codemods, key=lambda cls: cls.PREFILTER_COST))


def _cached(
    cache: Cache | None,
    task: _Task,
    data: bytes,
    worth: bool,
    compute: bool,
    make: Callable[[], object],
) -> object:
    """What `make()` gives, or gave before for the same task on the same bytes (`MISSING` when it
    did not, without `compute`). A task not `worth` it (no prefilter passes: the result is known
    without parsing) is not looked up: it costs less to redo than to load."""
    if not worth:
        return make()
    if cache is None:
        return make() if compute else MISSING
    try:
        key = cache.key(task, data)
    except Uncacheable:
        return make() if compute else MISSING
    found = cache.get(key)
    if found is MISSING and compute:
        found = make()
        if not (
            isinstance(found, FileResult)
            and found.error
            and found.error.startswith("internal error")
        ):
            cache.put(key, found)
    return found


def _size(path: str) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


class _Executor:
    """Runs tasks in this process (one job), in a pool created on first use, or on a Dask cluster."""

    def __init__(
        self,
        selected: Sequence[type[Rule]],
        options: Options,
        jobs: int,
        cache: Cache | None = None,
        cluster=None,
        progress=None,
    ) -> None:
        self.selected = tuple(selected)
        self.codes = tuple(cls.CODE for cls in selected)
        self.options = options
        self.setup = (self.codes, self.options, cache)  # what a worker process starts from
        self.jobs = jobs
        self.cache = cache
        self.cluster = cluster
        self.progress = progress
        self._pool = None

    def __enter__(self) -> _Executor:
        return self

    def __exit__(self, *exc) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()

    def _here(self, tasks: list[_Task], compute: bool = True) -> list[tuple[int, object]]:
        """`tasks` run in this process (without `compute`: only what the cache has)."""
        global _worker_state
        saved = _worker_state
        _worker_state = (self.selected, self.options, self.cache)
        try:
            return [_work(task, compute) for task in tasks]
        finally:
            _worker_state = saved

    def _imap(self, tasks: list[_Task]) -> Iterator[tuple[int, object]]:
        if self.cluster is None and (self.jobs == 1 or len(tasks) <= 1):
            for task in tasks:
                yield from self._here([task])
            return
        if self.cache is not None:  # results in the cache are loaded here, not sent for
            found = dict(self._here(tasks, compute=False))
            yield from ((index, result) for index, result in found.items() if result is not MISSING)
            tasks = [task for task in tasks if found[task.index] is MISSING]
            if not tasks:
                return
        if self.cluster is not None:
            yield from self.cluster.imap(_work_chunk, self.setup, tasks)
            return
        if self._pool is None:
            import multiprocessing  # only with --jobs 2 or more: a few ms of every start-up

            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
            self._pool = context.Pool(self.jobs, initializer=_start_worker, initargs=self.setup)
        # chunks of several tasks: fewer round trips, and still a few dozen chunks per worker to
        # spread unequal files
        yield from self._pool.imap_unordered(
            _work, tasks, chunksize=max(1, min(64, len(tasks) // (self.jobs * 32)))
        )

    def _tracked(self, tasks: list[_Task], finished: int = 0) -> Iterator[tuple[int, object]]:
        """`_imap(tasks)`, telling `progress` of the phase and of each task as it finishes."""
        if self.progress is None or not tasks:
            yield from self._imap(tasks)
            return
        paths = {task.index: task.path for task in tasks}
        self.progress.start(tasks[0].PHASE, list(paths.values()), finished)
        for index, result in self._imap(tasks):
            self.progress.finished(paths[index])
            yield index, result

    def gather(self, tasks: list[_Task]) -> dict[int, object]:
        """The results of `tasks` by index, in index order whatever order they finished in (what
        is built from them, such as which of two files naming one module counts, must not
        depend on the number of jobs)."""
        return dict(sorted(self._tracked(tasks), key=lambda item: item[0]))

    def spread(self, tasks: list[_Task]) -> list[_Task]:
        """`tasks` in the order to hand them out to several workers: the largest files first, so
        that no worker is left with a large one when the others are done (one job: as given)."""
        if self.jobs == 1 and self.cluster is None:
            return tasks
        return sorted(tasks, key=lambda task: -_size(task.path))

    def ordered(
        self, files: Sequence[str], task: Callable[[int], _Task | FileResult]
    ) -> Iterator[FileResult]:
        """`task(i)` for every file, largest first within windows, yielded in file order; a task
        that is already a `FileResult` is not sent anywhere."""
        done: dict[int, FileResult] = {}
        following = 0  # the index of the next result to yield
        tasks = []
        for start in range(0, len(files), WINDOW):
            window = []
            for i in range(start, min(start + WINDOW, len(files))):
                made = task(i)
                if isinstance(made, FileResult):
                    done[i] = made
                else:
                    window.append(made)
            tasks += sorted(window, key=lambda made: -_size(made.path))
        while following in done:
            yield done.pop(following)
            following += 1
        for index, result in self._tracked(tasks, finished=len(files) - len(tasks)):
            done[index] = result
            while following in done:
                yield done.pop(following)
                following += 1


def run(
    files: Sequence[str],
    selected: Sequence[type[Rule]],
    options: Options,
    jobs: int,
    cache: Cache | None = None,
    cluster=None,
    progress=None,
) -> Iterator[FileResult]:
    """The results of `selected` on `files`, in their order. With `cache`, tasks that ran before on
    the same bytes with the same facts are not run again (`omnifix.cache`). With `cluster` (an
    `omnifix.cluster.Cluster`), its workers do the work (`jobs` does not matter then) and see the
    files by absolute path; the results keep the paths as given. `progress`: an
    `omnifix.progress.Progress` told of each phase and each finished file."""
    if cluster is None:
        yield from _run(files, selected, options, jobs, cache, progress=progress)
        return
    absolute = [os.path.abspath(path) for path in files]
    for given, result in zip(
        files, _run(absolute, selected, options, jobs, cache, cluster, progress)
    ):
        yield replace(result, path=given)


def _run(
    files: Sequence[str],
    selected: Sequence[type[Rule]],
    options: Options,
    jobs: int,
    cache: Cache | None,
    cluster=None,
    progress=None,
) -> Iterator[FileResult]:
    """The results of `selected` on `files`, in order; with `cache`, tasks that ran before on the
    same bytes with the same facts are not run again (`omnifix.cache`)."""
    jobs = max(1, min(jobs, len(files)))
    with _Executor(selected, options, jobs, cache, cluster, progress) as executor:
        if not any(exports_names(cls) for cls in selected):
            yield from executor.ordered(
                files, lambda i: TransformTask(i, files[i], None, {}, False)
            )
            return
        yield from _phased(files, selected, executor)


def _phased(
    files: Sequence[str], selected: Sequence[type[Rule]], executor: _Executor
) -> Iterator[FileResult]:
    packages: dict[str, tuple[str, ...]] = {}
    modules = [Module.of(path, packages) for path in files]
    surveys: dict[int, Survey] = executor.gather(
        executor.spread([SurveyTask(i, files[i], modules[i]) for i in range(len(files))])
    )
    _source(files, modules, surveys, selected, executor)
    exports = project.exported(modules, surveys)
    unparsed = [i for i, found in surveys.items() if found.reexports]
    leaves: tuple[bytes, ...] = ()
    asked: dict[int, frozenset[str]] = {}  # file -> the codemods `project.relays` asked of it
    quiet: dict[int, project.Exports] = {}  # file -> the exports a relay found it mentions none of
    spellings: frozenset[str] = frozenset()
    # in rounds until no name is added: what package `__init__`s re-export matters only for
    # exported names (a re-export under another name gives a new last part, which another
    # `__init__` may spell), and so do the exports of the files the filters turned away that
    # import one (`pkg/mid.py` relaying `rng.noise` without JAX words), whose exports may be
    # imported by others in turn
    while exports and frozenset(exports.spellings) != spellings:
        spellings = frozenset(exports.spellings)
        while unparsed and exports.leaves != leaves:
            leaves = exports.leaves
            found = executor.gather(
                executor.spread([BindingsTask(i, files[i], modules[i], leaves) for i in unparsed])
            )
            bound = {i: bindings for i, bindings in found.items() if bindings is not None}
            surveys.update({i: replace(surveys[i], bindings=b) for i, b in bound.items()})
            unparsed = [i for i in unparsed if i not in bound]
            exports = project.exported(modules, surveys)
        exports = _relay(files, modules, surveys, exports, selected, executor, asked, quiet)
    run = _Run(
        files, modules, surveys, exports, {cls.CODE: cls for cls in selected if cls.PUBLISHES}
    )
    if exports:
        known = digest(exports) if executor.cache is not None else ""
        found = executor.gather(
            executor.spread(
                [
                    UsesTask(i, files[i], modules[i], exports, known, frozenset(found.wanted))
                    for i in range(len(files))
                    for found in [surveys.get(i, project.NOTHING)]
                    # a relay looks for the names that matter in a file no codemod wants
                    if (quiet.get(i) is not exports or exports.local and found.wanted)
                    and project.may_use(found, modules[i], i, exports)
                ]
            )
        )
        run.uses = project.settle(
            {i: facts for i, facts in found.items() if facts}, modules, exports
        )
        run.share_importers()
    run.transform_early(executor)
    yield from executor.ordered(files, run.task)


def _source(
    files: Sequence[str],
    modules: Sequence[Module],
    surveys: dict[int, Survey],
    selected: Sequence[type[Rule]],
    executor: _Executor,
) -> None:
    """The exports of the modules the wanted files import names from, for the codemods whose
    filters turned them away (`project.sources`), added to `surveys`; in rounds, as a package
    `__init__` so read may re-export a name from another module."""
    asked: dict[int, frozenset[str]] = {}
    while True:
        tasks = [
            SourceTask(i, files[i], modules[i], codes - asked.get(i, frozenset()))
            for i, codes in sorted(project.sources(modules, surveys, selected).items())
            if not files[i].endswith(NOTEBOOK) and codes - asked.get(i, frozenset())
        ]
        if not tasks:
            return
        for task in tasks:
            asked[task.index] = asked.get(task.index, frozenset()) | task.codes
        for i, made in executor.gather(executor.spread(tasks)).items():
            if made is None:
                continue
            before = surveys.get(i, project.NOTHING)
            surveys[i] = _told(
                before,
                made,
                files[i],
                bindings=before.bindings or made.bindings,
                reexports=before.reexports and not made.bindings,
                references=before.references if before.references is not None else made.references,
            )


def _told(before: Survey, made: Survey, path: str, **changes) -> Survey:
    """A file's survey with the exports another phase found in it (`made`: `_source`, `_relay`)
    and `changes`: a file no codemod wants stays done, unless other files tell it something."""
    return replace(
        before,
        result=before.result if before.wanted else before.result or FileResult(path),
        exports={**before.exports, **made.exports},
        conditions={**before.conditions, **made.conditions},
        local={**before.local, **made.local},
        **changes,
    )


def _relay(
    files: Sequence[str],
    modules: Sequence[Module],
    surveys: dict[int, Survey],
    exports: project.Exports,
    selected: Sequence[type[Rule]],
    executor: _Executor,
    asked: dict[int, frozenset[str]],
    quiet: dict[int, project.Exports],
) -> project.Exports:
    """One round of `project.relays` on the files that may import a name exported for a codemod
    whose filters turned them away (`project.relayable`, `may_use`: the survey's `references`, else
    their bytes), but for codemods `asked` of them before: those that do get its exports, added to
    `surveys`, and `asked` for it; those parsed, their `references`, so that no file is parsed
    twice for it. A file found to mention no exported name (or not to parse) is `quiet` for these
    `exports`: `find_uses` would find nothing in it either, and is not asked while the exports stay
    these. The run's exports with theirs."""
    known = digest(exports) if executor.cache is not None else ""
    tasks = []
    for i in range(len(files)):
        found = surveys.get(i, project.NOTHING)
        codes = project.relayable(found, modules[i], i, exports, selected) - asked.get(i, set())
        if codes and project.may_use(found, modules[i], i, exports):
            tasks.append(RelayTask(i, files[i], modules[i], codes, exports, known))
    codes = {task.index: task.codes for task in tasks}
    added = False
    for i, made in executor.gather(executor.spread(tasks)).items():
        if made is None:
            quiet[i] = exports
            continue
        before = surveys.get(i, project.NOTHING)
        surveys[i] = _told(before, made, files[i], references=made.references)
        done = codes[i] & project.relayable(surveys[i], modules[i], i, exports, selected)
        asked[i] = asked.get(i, frozenset()) | done
        added = added or bool(made.exports)
    return project.exported(modules, surveys) if added else exports


class _Run:
    """The state of a phased run: facts per file, and the results of files transformed early
    (`held`: exporters and their users; `ahead`: files beside them, `independent`)."""

    def __init__(self, files, modules, surveys, exports, publishing) -> None:
        self.files, self.modules, self.surveys, self.exports = files, modules, surveys, exports
        self.publishing: Mapping[str, type[Rule]] = publishing  # code -> codemod
        self.uses: dict[int, dict[str, project.Uses]] = {}
        # user -> publishing code -> the exported names whose published facts it awaits
        # (`Rule.awaits`; `share_importers`)
        self.awaited: dict[int, dict[str, frozenset[str]]] = {}
        self.shared: dict[int, dict[str, Shared]] = {}
        self.held: dict[int, FileResult] = {}
        self.ahead: dict[int, FileResult] = {}
        # exporter -> code -> exported name -> the refusals of it by importing modules
        self.withdrawn: dict[int, dict[str, dict[str, tuple[rule.Refusal, ...]]]] = {}

    def transform_early(self, executor: _Executor) -> None:
        """The exporters in layers (`layers`), then the files importing what they published; when
        one of those refuses a change (`rule.Refusal`: a call it cannot update), the exporter is
        transformed again with the name withdrawn, and its importers after it, until none refuses
        (refusals only add up, so this ends). The first layer goes with the files it does not bear
        on (`independent`): a layer is as long as its slowest file, and the other workers have
        their work meanwhile."""
        base = {i: dict(codes) for i, codes in self.shared.items()}
        beside: list[TransformTask] | None = None  # made with the first layer, if there is one
        while True:
            self.shared = {i: dict(codes) for i, codes in base.items()}
            for owner, codes in self.withdrawn.items():
                for code, names in codes.items():
                    given = self.shared.setdefault(owner, {})
                    before = given.get(code) or Shared(
                        self.modules[owner].name, self.modules[owner].package
                    )
                    given[code] = replace(before, withdrawn=dict(names))
            self.held = {}
            for layer, cycle in self.layers():
                self.hand_over(pending=set(layer) if cycle else set())
                tasks = executor.spread([self.task(i) for i in layer])
                if beside is None:
                    beside = self.independent()
                    tasks += beside
                found = executor.gather(tasks)
                self.ahead.update(
                    (i, found.pop(i)) for i in [task.index for task in beside] if i in found
                )
                self.held.update(found)
                if cycle:
                    self._report_beside(executor, set(layer))
            self.hand_over(pending=set())
            users = sorted(
                i
                for i, codes in self.shared.items()
                if i not in self.held
                and any(
                    shared.imported for code, shared in codes.items() if code in self.publishing
                )
            )
            if users:
                self.held.update(executor.gather(executor.spread([self.task(i) for i in users])))
            if not self._refused():
                return

    def _report_beside(self, executor: _Executor, layer: set[int]) -> None:
        """Transform again each file of the cycle `layer` that was given `rule.UNKNOWN` for a name
        whose module published a fact that only makes it report (`Rule.REPORTING`), with those
        facts: what it reports at its calls is then said, and nothing else it does changes."""
        self.hand_over(pending=layer, reporting=True)
        again = sorted(
            user
            for user in layer
            for code, shared in self.shared.get(user, {}).items()
            if code in self.publishing
            and any(
                isinstance(fact, self.publishing[code].REPORTING)
                for _, fact in shared.imported.values()
            )
        )
        if again:
            for user in again:
                self.held.pop(user, None)
            self.held.update(executor.gather(executor.spread([self.task(i) for i in again])))

    def _refused(self) -> bool:
        """Record the refusals the files transformed so far published; True when a name is newly
        refused (each round withdraws one more name, or is the last)."""
        new = False
        for result in self.held.values():
            for code, target, fact in result.published:
                if isinstance(fact, rule.Refusal) and target in self.exports.owners:
                    owner, leaf = self._leaf(target)
                    names = self.withdrawn.setdefault(owner, {}).setdefault(code, {})
                    new = new or leaf not in names
                    if fact not in names.get(leaf, ()):
                        names[leaf] = (*names.get(leaf, ()), fact)
        return new

    def task(self, i: int) -> TransformTask | FileResult:
        """The phase-2 task of file `i`, or its result when known already."""
        if i in self.held:
            return self.held.pop(i)
        if i in self.ahead:
            return self.ahead.pop(i)
        found = self.surveys.get(i, project.NOTHING)
        given = self.shared.get(i, {})
        if found.reported is not None and not given:
            return found.reported
        if found.result is not None and (found.result.error is not None or not given):
            return found.result
        if found == project.NOTHING and not given:
            return FileResult(self.files[i])
        return TransformTask(
            i, self.files[i], frozenset(found.wanted) | frozenset(given), given, True
        )

    def _leaf(self, target: str) -> tuple[int, str]:
        owner = self.exports.owners[target][0]
        name = self.modules[owner].name
        return owner, target[len(name) + 1 :] if name else target

    def share_importers(self) -> None:
        """Tell each exporting file which files use its names, and how, per codemod; note what
        each file awaits of what they publish (`awaited`)."""
        by_file: dict[int, dict[str, dict[str, list]]] = {}
        for user in sorted(self.uses):
            for code, found in self.uses[user].items():
                if code in self.publishing:
                    awaits = self.publishing[code].awaits
                    targets = frozenset(t for t, f in found.facts.items() if awaits(f))
                    if targets:
                        self.awaited.setdefault(user, {})[code] = targets
                for target, fact in found.facts.items():
                    owner, leaf = self._leaf(target)
                    by_file.setdefault(owner, {}).setdefault(code, {}).setdefault(leaf, []).append(
                        (self.files[user], fact)
                    )
        for owner, codes in by_file.items():
            self.shared[owner] = {
                code: Shared(
                    self.modules[owner].name,
                    self.modules[owner].package,
                    importers={n: tuple(v) for n, v in names.items()},
                )
                for code, names in codes.items()
            }

    def _early(self) -> set[int]:
        """The exporters of publishing codemods whose published facts some file awaits."""
        return {
            self.exports.owners[target][0]
            for codes in self.awaited.values()
            for targets in codes.values()
            for target in targets
        }

    def independent(self) -> list[TransformTask]:
        """The tasks of the files that are neither `_early` nor await what those publish, so that
        nothing transformed early bears on them (at most `WINDOW`, the first in file order, the
        largest first)."""
        early, tasks = self._early(), []
        for i in range(len(self.files)):
            if len(tasks) == WINDOW:
                break
            if i not in early and i not in self.awaited:
                made = self.task(i)
                if isinstance(made, TransformTask):
                    tasks.append(made)
        return sorted(tasks, key=lambda made: -_size(made.path))

    def layers(self) -> Iterable[tuple[list[int], bool]]:
        """The exporters of publishing codemods whose facts some file awaits, to transform first:
        in layers, a file after the exporters it imports from; (the files of a cycle, True) last."""
        early = self._early()
        needs = {
            i: {
                self.exports.owners[t][0]
                for targets in self.awaited.get(i, {}).values()
                for t in targets
            }
            & early - {i}
            for i in early
        }
        done: set[int] = set()
        while len(done) < len(early):
            layer = sorted(i for i in early - done if needs[i] <= done)
            cycle = not layer
            layer = layer or sorted(early - done)
            done.update(layer)
            yield layer, cycle

    def hand_over(self, pending: set[int], reporting: bool = False) -> None:
        """Give each file what the exporters it imports from published, once they are transformed
        (`rule.UNKNOWN` from those in `pending`, transformed at the same time; when `reporting`,
        those of their facts that only make a file report, `Rule.REPORTING`, are given)."""
        for user, codes in self.uses.items():
            for code, found in codes.items():
                awaited = self.awaited.get(user, {}).get(code, ())
                facts = {}
                for target in awaited:
                    owner, leaf = self._leaf(target)
                    fact = (
                        next(
                            (
                                f
                                for c, n, f in self.held[owner].published
                                if c == code and n == leaf and not isinstance(f, rule.Refusal)
                            ),
                            None,
                        )
                        if owner in self.held
                        else None
                    )
                    if owner in pending:
                        shown = reporting and code in self.publishing
                        facts[target] = (
                            fact
                            if shown and isinstance(fact, self.publishing[code].REPORTING)
                            else rule.UNKNOWN
                        )
                    elif fact is not None:
                        facts[target] = fact
                imported = {s: (t, facts[t]) for s, t in found.spellings.items() if t in facts}
                if imported:
                    given = self.shared.setdefault(user, {})
                    before = given.get(code) or Shared(
                        self.modules[user].name, self.modules[user].package
                    )
                    given[code] = replace(before, imported={**before.imported, **imported})
