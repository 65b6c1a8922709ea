"""A codemod's documentation: its module docstring, then its first golden pair as the example.

`omnifix explain` leads with what a reader needs first, the summary and the short example, and
then the details in the docstring's order: what it does, why, the limitations, the golden pair.
"""

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


def sections(doc: str) -> tuple[str, list[str]]:
    """The text of `doc` before its first `## ` heading, and each section from its heading on."""
    head, *rest = doc.split("\n## ")
    return head.strip(), ["## " + section.strip() for section in rest]


def render(cls: type[Codemod]) -> str:
    doc = inspect.cleandoc(sys.modules[cls.__module__].__doc__ or "")
    head, parts = sections(doc)
    example = [part for part in parts if part.startswith(SECTIONS[2] + "\n")]
    details = [part for part in parts if part not in example]
    lines = [f"{cls.CODE} {cls.NAME} (fix: {cls.TIER.value})", "", head, ""]
    for part in example + details:
        lines += [part, ""]
    pair = first_pair(cls)
    if pair is not None:
        before, after = pair
        lines += ["## Golden example", "", "Before:", "```python", before.rstrip("\n"), "```", "After:",
                  "```python", after.rstrip("\n"), "```", ""]
    return "\n".join(lines)
