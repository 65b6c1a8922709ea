"""The verdicts of verification (`omnifix.verify`), apart from its machinery: what the reports
need of them, without importing it."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace


class Status(str, enum.Enum):
    VERIFIED = "VERIFIED"
    MISMATCH = "MISMATCH"
    NOT_JITTABLE = "NOT-JITTABLE"
    XLA_ERROR = "XLA-ERROR"
    SKIPPED = "SKIPPED"
    ERROR = "ERROR"

    @property
    def blocks(self) -> bool:
        """True when the rewrite was shown wrong, or could not be checked at all. Not XLA-ERROR:
        the rewrite equals the original eagerly and traces under `jax.jit`; XLA failed to compile
        or run the staged-out computation, an upstream bug that keeping the old code would not fix."""
        return self in (Status.MISMATCH, Status.NOT_JITTABLE, Status.ERROR)


@dataclass(frozen=True)
class Outcome:
    """The verdict on one changed function; `line` is its line in the rewritten file and
    `original_line` in the file before it (0: the same), which `unwritten` makes the line where the
    rewrite is not written (a dry run, a rewrite held back); `repro` the folder of the repro bundle
    of an XLA-ERROR (`omnifix.verify.repro`), as displayed; `cause`, for a SKIPPED one, why in
    words shared by every outcome skipped for the same reason, with what to do about it (the
    summary groups them: `skipped_lines`)."""

    path: str
    function: str
    line: int
    status: Status
    detail: str
    calls: int = 0
    repro: str | None = None
    cause: str | None = None
    original_line: int = 0

    def unwritten(self) -> Outcome:
        """This outcome where the rewrite is not written: at its line in the file as it is."""
        return replace(self, line=self.original_line or self.line)


def counts_text(outcomes) -> str:
    """`3 verified, 1 skipped, 0 mismatch`, and the other statuses when there are any."""
    outcomes = list(outcomes)
    always = (Status.VERIFIED, Status.SKIPPED, Status.MISMATCH)
    found = {
        status: sum(o.status is status for o in outcomes)
        for status in always + tuple(s for s in Status if s not in always)
    }
    return ", ".join(f"{n} {s.value.lower()}" for s, n in found.items() if n or s in always)


def skipped_lines(outcomes) -> list[str]:
    """One line per cause of the SKIPPED outcomes, most frequent first:
    `7 functions skipped: the original does not import on jax 0.10.2 (jax.example); use --oracle-python`."""
    groups: dict[str, int] = {}
    for o in outcomes:
        if o.status is Status.SKIPPED:
            groups[o.cause or o.detail] = groups.get(o.cause or o.detail, 0) + 1
    return [
        f"{n} {'function' if n == 1 else 'functions'} skipped: {_short(cause)}"
        for cause, n in sorted(groups.items(), key=lambda item: -item[1])
    ]


def _short(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
