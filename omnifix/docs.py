"""A codemod's documentation: its module docstring, then a golden pair as the example.

`omnifix explain` leads with what a reader needs first, the summary and the short example, and
then the details in the docstring's order: what it does, why, the limitations, the golden pair.
"""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

from omnifix import registry
from omnifix.rule import Rule

SECTIONS = ("## What it does", "## Why", "## Example", "## Limitations")


_LAYOUT = ("bom", "crlf", "tabs", "two_space")  # cases about a file's bytes, not about the codemod


def golden_cases(cls: type[Rule]) -> list[Path]:
    """The input files of a codemod's golden cases, sorted by name."""
    folder = registry.golden_dir() / cls.NAME
    return sorted(folder.glob("*.input.py")) if folder.is_dir() else []


def first_pair(cls: type[Rule]) -> tuple[str, str] | None:
    """The example: the case named `example`, else the first one that changes code and is not
    about a file's layout (line endings, BOM, indentation)."""
    cases = [c for c in golden_cases(cls) if not c.name.startswith("noop_")]
    chosen = (
        [c for c in cases if c.name == "example.input.py"]
        or [c for c in cases if c.name.removesuffix(".input.py") not in _LAYOUT]
        or cases
    )
    for case in chosen:
        expected = case.with_name(case.name.replace(".input.py", ".expected.py"))
        return case.read_text(encoding="utf-8"), expected.read_text(encoding="utf-8")
    return None


def sections(doc: str) -> tuple[str, list[str]]:
    """The text of `doc` before its first `## ` heading, and each section from its heading on."""
    head, *rest = doc.split("\n## ")
    return head.strip(), ["## " + section.strip() for section in rest]


def render(cls: type[Rule]) -> str:
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
        lines += [
            "## Golden example",
            "",
            "Before:",
            "```python",
            before.rstrip("\n"),
            "```",
            "After:",
            "```python",
            after.rstrip("\n"),
            "```",
            "",
        ]
    return "\n".join(lines)
