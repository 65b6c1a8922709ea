"""The verdicts of verification (`omnifix.verify`), apart from its machinery: what the reports
need of them, without importing it."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Status(str, enum.Enum):
    VERIFIED = "VERIFIED"
    MISMATCH = "MISMATCH"
    NOT_JITTABLE = "NOT-JITTABLE"
    SKIPPED = "SKIPPED"
    ERROR = "ERROR"

    @property
    def blocks(self) -> bool:
        """True when the rewrite was shown wrong, or could not be checked at all."""
        return self in (Status.MISMATCH, Status.NOT_JITTABLE, Status.ERROR)


@dataclass(frozen=True)
class Outcome:
    """The verdict on one changed function; `line` is its line in the rewritten file."""

    path: str
    function: str
    line: int
    status: Status
    detail: str
    calls: int = 0
