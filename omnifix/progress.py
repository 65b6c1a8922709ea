"""The progress of a run, as the files finish: counts, speed, and the file it is waiting for.

The runner (`omnifix.runner.run(progress=...)`) tells a `Progress` when a phase starts, with the
paths of its tasks in the order they are handed out, and each path when its task finishes, in
whatever order that happens (results are printed in file order, but a bar that only moved as those
came would freeze behind one slow file). `Progress` counts; `bar` shows it on stderr with rich:
the phase, the files done of the phase's total, files per second and, when no file has finished
for `SLOW` seconds, the file it waits for (the first handed out that has not finished: with one
job the one being processed, with several one of those being processed).
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator, Sequence

SLOW = 2.0  # seconds without a finished file before the file waited for is shown

PHASES = {
    "survey": "screening",
    "sources": "reading imported modules",
    "bindings": "reading packages",
    "relays": "finding relays",
    "uses": "finding uses",
    "transform": "transforming",
}


class Progress:
    """Counts the finished tasks of the current phase; `clock` gives seconds (a test's own)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.phase = "starting"
        self.total = 0
        self.done = 0
        self._pending: dict[str, None] = {}  # unfinished paths, in the order handed out
        self._started = self._last = clock()
        self._lock = threading.Lock()  # `bar` reads from rich's refresh thread

    def start(self, kind: str, paths: Sequence[str], finished: int = 0) -> None:
        """A phase of tasks of `kind` (a runner task kind) on `paths`, handed out in this order;
        `finished`: how many of the phase's files are done already (they are not tasks)."""
        with self._lock:
            self.phase = PHASES.get(kind, kind)
            self.total = len(paths) + finished
            self.done = finished
            self._pending = dict.fromkeys(paths)
            self._started = self._last = self.clock()

    def finished(self, path: str) -> None:
        with self._lock:
            if path in self._pending:
                del self._pending[path]
                self.done += 1
                self._last = self.clock()

    def rate(self) -> float:
        """Files finished per second since the phase started."""
        elapsed = self.clock() - self._started
        return self.done / elapsed if elapsed > 0 else 0.0

    def waiting(self) -> tuple[str, float] | None:
        """(the file waited for, seconds since the last file finished) once that is `SLOW` or more."""
        with self._lock:
            idle = self.clock() - self._last
            if idle < SLOW or not self._pending:
                return None
            return next(iter(self._pending)), idle

    def describe(self, show: Callable[[str], str] = str) -> str:
        """The state in words, e.g. `transforming 120/523 files, 40.1 files/s; waiting for
        pkg/big.py (12 s)`; `show` turns a path into what is shown."""
        text = f"{self.phase} {self.done}/{self.total} files, {self.rate():.1f} files/s"
        waiting = self.waiting()
        if waiting is not None:
            text += f"; waiting for {show(waiting[0])} ({waiting[1]:.0f} s)"
        return text


@contextmanager
def bar(progress: Progress, show: Callable[[str], str] = str) -> Iterator[None]:
    """Shows `progress` on stderr (a bar and `Progress.describe`) until the block ends."""
    from rich.console import Console
    from rich.progress import Progress as Display
    from rich.progress import ProgressColumn
    from rich.progress_bar import ProgressBar
    from rich.text import Text

    class Counted(ProgressColumn):  # rich's own columns would count the task, not the phase
        def render(self, task) -> ProgressBar:
            return ProgressBar(total=max(progress.total, 1), completed=progress.done, width=30)

    class Described(ProgressColumn):
        def render(self, task) -> Text:
            return Text(progress.describe(show))

    with Display(
        Counted(), Described(), console=Console(stderr=True), transient=True, refresh_per_second=4
    ) as display:
        display.add_task("omnifix", total=None)
        yield
