"""`--executor dask --scheduler ADDRESS`: the run's tasks on a Dask distributed cluster.

The transforms (and the screening and summaries of the cross-file phase, `omnifix.runner`) and
the child processes of `--verify` (`omnifix.verify`) run as tasks on the workers of the Dask
scheduler at ADDRESS (`dask.distributed`, the `omnifix[dask]` extra); this process discovers the
files, puts the results back in order and prints them, so the output is the same as a local run's.

Workers read the files by path: they must see the tree at the same absolute paths as this process
(a shared filesystem, or the same checkout at the same place), with omnifix installed (the same
version; `--verify` also runs `omnifix/verify/worker.py` and the `--python` interpreter by their
paths here). `Cluster.check` makes sure of it before the run, on every worker. Give each worker
process one thread (`dask worker ADDRESS --nthreads 1`, more processes for more cores): a worker
process runs one chunk of transforms at a time, since they hold the GIL.

Tasks go out in chunks (a task costs the scheduler a few milliseconds, a file often less), a few
chunks per worker thread in flight at a time, the first (largest) files first.
"""

from __future__ import annotations

import hashlib
import os
from typing import Callable, Iterator, Sequence

CONNECT_TIMEOUT = 10.0  # seconds to reach the scheduler and to find a worker there
CHUNK = 64  # tasks per Dask task at most
CHUNKS_PER_THREAD = 8  # aim: this many chunks per worker thread over a round of tasks
IN_FLIGHT_PER_THREAD = 4  # chunks submitted and not yet done, per worker thread
SHARED = "Dask workers must see the files at the same absolute paths as here (a shared filesystem or the same checkout)"


class ClusterError(Exception):
    """The cluster cannot be used, or was lost during the run; the message is one line."""


class Cluster:
    """A connection to a Dask scheduler, and the number of worker threads behind it."""

    def __init__(self, client, address: str) -> None:
        self.client = client
        self.address = address
        self.threads = (
            sum(w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values()) or 1
        )

    @classmethod
    def connect(cls, address: str) -> Cluster:
        """Connects to the scheduler at `address`, waiting `CONNECT_TIMEOUT` seconds at most for it
        and for a worker; raises `ClusterError` (also when `distributed` is not installed)."""
        try:
            from distributed import Client
            from distributed.comm import resolve_address
        except ImportError:
            raise ClusterError(
                "--executor dask needs dask.distributed: pip install 'omnifix[dask]'"
            ) from None
        try:
            resolve_address(address)  # a malformed address fails here, before a client exists
            client = Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
        except (OSError, ValueError, TypeError) as error:
            raise ClusterError(
                f"cannot reach the Dask scheduler at {address}: {_line(error)}"
            ) from None
        try:
            client.wait_for_workers(1, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError, _asyncio().TimeoutError) as error:
            client.close()
            raise ClusterError(
                f"the Dask scheduler at {address} has no workers ({_line(error)})"
            ) from None
        return cls(client, address)

    def close(self) -> None:
        self.client.close()

    def check(self, files: Sequence[str], python: str | None = None) -> None:
        """Makes sure every worker sees `files` (with the same bytes) and omnifix's
        `verify/worker.py` at the same absolute paths, runs the same omnifix version and, with
        `python`, has that interpreter; raises `ClusterError` naming the first problem."""
        from omnifix.verify import WORKER

        paths = [os.path.abspath(path) for path in files] + [str(WORKER)]
        here = _probe(paths, [python] if python else [])
        try:
            found = self.client.run(_probe, paths, [python] if python else [], on_error="return")
        except OSError as error:
            raise ClusterError(
                f"lost the Dask scheduler at {self.address}: {_line(error)}"
            ) from None
        for worker, there in sorted(found.items()):
            if isinstance(there, BaseException):
                raise ClusterError(
                    f"Dask worker {worker} cannot run omnifix ({type(there).__name__}: {_line(there)}): install omnifix[dask] there"
                )
            if there["version"] != here["version"]:
                raise ClusterError(
                    f"Dask worker {worker} runs omnifix {there['version']}, this process {here['version']}: install the same version there"
                )
            for path in paths:
                if there["files"][path] is None:
                    raise ClusterError(f"Dask worker {worker} does not see {path}: {SHARED}")
                if there["files"][path] != here["files"][path]:
                    raise ClusterError(
                        f"Dask worker {worker} sees another {path} than this process: {SHARED}"
                    )
            for program in there["programs"]:
                if not there["programs"][program]:
                    raise ClusterError(
                        f"Dask worker {worker} cannot run {program} (--python): {SHARED}"
                    )

    def imap(self, function: Callable, setup: tuple, tasks: list) -> Iterator:
        """`function(setup, chunk)` on the workers for chunks of `tasks`, in order of submission;
        yields the items of each returned list as the chunks complete, in any order."""
        from distributed import as_completed

        size = max(1, min(CHUNK, -(-len(tasks) // (CHUNKS_PER_THREAD * self.threads))))
        chunks = iter([tasks[start : start + size] for start in range(0, len(tasks), size)])
        running = as_completed(loop=self.client.loop)
        try:
            for chunk in _take(chunks, IN_FLIGHT_PER_THREAD * self.threads):
                running.add(self.client.submit(function, setup, chunk, pure=False))
            for future in running:
                try:
                    done = future.result()
                except _task_errors() as error:
                    raise ClusterError(
                        f"the Dask cluster at {self.address} failed a task: {type(error).__name__}: {_line(error)}"
                    ) from None
                future.release()
                for chunk in _take(chunks, 1):
                    running.add(self.client.submit(function, setup, chunk, pure=False))
                yield from done
        finally:
            running.clear()

    def run(self, function: Callable, calls: list[tuple]) -> list:
        """`function(*call)` for each call, each its own task on the workers; the results in order."""
        futures = [self.client.submit(function, *call, pure=False) for call in calls]
        try:
            return self.client.gather(futures)
        except _task_errors() as error:
            raise ClusterError(
                f"the Dask cluster at {self.address} failed a task: {type(error).__name__}: {_line(error)}"
            ) from None
        finally:
            for future in futures:
                future.release()


def _asyncio():
    import asyncio  # imported here: `check` and `apply` without a cluster do not need it

    return asyncio


def _task_errors() -> tuple[type[BaseException], ...]:
    """What a lost task raises (distributed, and with it asyncio, is imported by then)."""
    import concurrent.futures

    from distributed.scheduler import KilledWorker

    return (KilledWorker, OSError, _asyncio().CancelledError, concurrent.futures.CancelledError)


def _take(items: Iterator, count: int) -> list:
    return [item for _, item in zip(range(count), items)]


def _line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def _probe(paths: list[str], programs: list[str]) -> dict:
    """On a worker (and here): the size and sha256 of each file (None when missing), whether each
    program can be run, and omnifix's version."""
    from omnifix import __version__

    files: dict[str, tuple[int, str] | None] = {}
    for path in paths:
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError:
            files[path] = None
        else:
            files[path] = (len(data), hashlib.sha256(data).hexdigest())
    return {
        "version": __version__,
        "files": files,
        "programs": {program: os.access(program, os.X_OK) for program in programs},
    }
