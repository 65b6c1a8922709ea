"""Many files -> a stream of `FileResult`s, in the order the files were given.

`--jobs 1` runs in this process; more jobs use a process pool whose workers each read, filter,
parse and transform whole files, so only paths go out and small results come back. Within each
window of `WINDOW` files the largest are handed out first (a large file last would keep one worker
busy while the others wait), and results are put back in the order of the files given, so the
output is the same for every number of jobs; the window bounds how many results wait in memory.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from typing import Iterator, Sequence

from omnifix import registry
from omnifix.codemod import Codemod, Options
from omnifix.engine import FileResult, process_file

WINDOW = 2048
_worker_state: tuple[tuple[type[Codemod], ...], Options] | None = None


def _start_worker(codes: tuple[str, ...], options: Options) -> None:
    global _worker_state
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the pool stops its workers with SIGTERM
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    chosen = tuple(registry.find(code) for code in codes)
    _worker_state = (chosen, options)


def _work(task: tuple[int, str]) -> tuple[int, FileResult]:
    assert _worker_state is not None
    index, path = task
    return index, process_file(path, *_worker_state)


def _size(path: str) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def run(
    files: Sequence[str], selected: Sequence[type[Codemod]], options: Options, jobs: int
) -> Iterator[FileResult]:
    jobs = max(1, min(jobs, len(files)))
    if jobs == 1:
        for path in files:
            yield process_file(path, selected, options)
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    codes = tuple(cls.CODE for cls in selected)
    largest_first = [
        i
        for start in range(0, len(files), WINDOW)
        for i in sorted(range(start, min(start + WINDOW, len(files))), key=lambda i: -_size(files[i]))
    ]
    done: dict[int, FileResult] = {}
    following = 0  # the index of the next result to yield
    with context.Pool(jobs, initializer=_start_worker, initargs=(codes, options)) as pool:
        for index, result in pool.imap_unordered(_work, [(i, files[i]) for i in largest_first], chunksize=4):
            done[index] = result
            while following in done:
                yield done.pop(following)
                following += 1
