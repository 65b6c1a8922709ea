"""The verdicts of verification (`omnifix.verify`), apart from its machinery: what the reports
need of them, without importing it."""

from __future__ import annotations

import enum
from dataclasses import dataclass


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
    """The verdict on one changed function; `line` is its line in the rewritten file; `repro` the
    folder of the repro bundle of an XLA-ERROR (`omnifix.verify.repro`), as displayed."""

    path: str
    function: str
    line: int
    status: Status
    detail: str
    calls: int = 0
    repro: str | None = None
