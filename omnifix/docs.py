"""A codemod's documentation: its module docstring, then its first golden pair as the example."""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

from omnifix import registry
from omnifix.codemod import Codemod

SECTIONS = ("## What it does", "## Why", "## Example", "## Limitations")


def golden_cases(cls: type[Codemod]) -> list[Path]:
    """The input files of a codemod's golden cases, sorted by name."""
    folder = registry.golden_dir() / cls.NAME
    return sorted(folder.glob("*.input.py")) if folder.is_dir() else []


def first_pair(cls: type[Codemod]) -> tuple[str, str] | None:
    for case in golden_cases(cls):
        if case.name.startswith("noop_"):
            continue
        expected = case.with_name(case.name.replace(".input.py", ".expected.py"))
        return case.read_text(encoding="utf-8"), expected.read_text(encoding="utf-8")
    return None


def render(cls: type[Codemod]) -> str:
    doc = inspect.cleandoc(sys.modules[cls.__module__].__doc__ or "")
    lines = [f"{cls.CODE} {cls.NAME} (fix: {cls.TIER.value})", "", doc, ""]
    pair = first_pair(cls)
    if pair is not None:
        before, after = pair
        lines += ["## Golden example", "", "Before:", "```python", before.rstrip("\n"), "```", "After:",
                  "```python", after.rstrip("\n"), "```", ""]
    return "\n".join(lines)
