"""Finding and running golden cases.

A case is one file, `golden/<codemod name>/<case>.input.py` (with `<case>.expected.py`), or a run
over several files: a folder `golden/<codemod name>/<case>/` with an `input/` tree, an `expected/`
tree holding every file of `input/` (changed or not) and, optionally, `findings.txt` (each line
prefixed with the file's path in the tree). A folder case runs as one run of the runner over its
tree, so the cross-file phase sees every module of it. `noop_` cases have no expected file or tree;
`unsafe_` cases run with `--unsafe-fixes` (the fixes of a codemod whose every fix is unsafe). In
the findings, a finding's `help` (when it has one) is on the line under it, as `    help: ...`.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Sequence

from omnifix import registry, requirements, runner
from omnifix.engine import process_bytes
from omnifix.results import FileResult, Options
from omnifix.rule import Rule

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
OPTIONS = Options(target_jax=None)
UNSAFE_OPTIONS = Options(target_jax=None, unsafe_fixes=True)


@dataclass(frozen=True)
class Case:
    codemod: type[Rule]
    input: Path  # the input file, or the input tree of a folder case

    @property
    def folder(self) -> bool:
        return self.input.is_dir()

    @property
    def name(self) -> str:
        return self.input.parent.name if self.folder else self.input.name[: -len(".input.py")]

    @property
    def id(self) -> str:
        return f"{self.codemod.NAME}/{self.name}"

    @property
    def noop(self) -> bool:
        return self.name.startswith("noop_")

    @property
    def options(self) -> Options:
        return UNSAFE_OPTIONS if self.name.startswith("unsafe_") else OPTIONS

    @property
    def expected(self) -> Path:
        return (
            self.input.parent / "expected"
            if self.folder
            else self.input.with_name(f"{self.name}.expected.py")
        )

    @property
    def findings(self) -> Path:
        return (
            self.input.parent / "findings.txt"
            if self.folder
            else self.input.with_name(f"{self.name}.findings.txt")
        )

    def pairs(self) -> list[tuple[Path, Path]]:
        """(input, expected) for each file of the case."""
        if not self.folder:
            return [(self.input, self.expected)]
        return [
            (path, self.expected / path.relative_to(self.input)) for path in tree_files(self.input)
        ]

    def run(self, data: bytes | None = None) -> FileResult:
        """A one-file case, on its input or on `data`."""
        data = self.input.read_bytes() if data is None else data
        return process_bytes(str(self.input), data, [self.codemod], self.options)

    def run_tree(
        self, root: Path, codemods: Sequence[type[Rule]] | None = None
    ) -> dict[str, FileResult]:
        """A folder case run on a copy of its input tree at `root` (or on the tree already there):
        the results by path relative to `root`."""
        if not root.exists():
            shutil.copytree(self.input, root)
        files = [str(p) for p in tree_files(root)]
        options = replace(
            self.options, declared_jax=requirements.declared(files)
        )  # as the CLI does
        results = runner.run(files, codemods or [self.codemod], options, jobs=1)
        return {Path(r.path).relative_to(root).as_posix(): r for r in results}


def tree_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def cases() -> list[Case]:
    found = []
    for cls in registry.all_codemods():
        folder = GOLDEN / cls.NAME
        inputs = sorted([*folder.glob("*.input.py"), *folder.glob("*/input")])
        found += [Case(cls, path) for path in inputs]
    return found


def render_findings(result: FileResult, prefix: str = "") -> str:
    """One line per finding, and its `help` (if any) on the next line, indented."""
    return "".join(
        f"{prefix}{f.line}:{f.column} {f.code} {f.tier.value}{' applied' if f.applied else ''}: {f.message}\n"
        + (f"    help: {f.help}\n" if f.help else "")
        for f in result.findings
    )


def render_tree_findings(results: dict[str, FileResult]) -> str:
    return "".join(render_findings(results[path], f"{path}:") for path in sorted(results))
