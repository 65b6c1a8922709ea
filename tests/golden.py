"""Finding and running golden cases: golden/<codemod name>/<case>.input.py."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from omnifix import registry
from omnifix.codemod import Codemod, Options
from omnifix.engine import FileResult, process_bytes

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
OPTIONS = Options(target_jax=None)


@dataclass(frozen=True)
class Case:
    codemod: type[Codemod]
    input: Path

    @property
    def name(self) -> str:
        return self.input.name[: -len(".input.py")]

    @property
    def id(self) -> str:
        return f"{self.codemod.NAME}/{self.name}"

    @property
    def noop(self) -> bool:
        return self.name.startswith("noop_")

    @property
    def expected(self) -> Path:
        return self.input.with_name(f"{self.name}.expected.py")

    @property
    def findings(self) -> Path:
        return self.input.with_name(f"{self.name}.findings.txt")

    def run(self, data: bytes | None = None) -> FileResult:
        data = self.input.read_bytes() if data is None else data
        return process_bytes(str(self.input), data, [self.codemod], OPTIONS)


def cases() -> list[Case]:
    found = []
    for cls in registry.all_codemods():
        for path in sorted((GOLDEN / cls.NAME).glob("*.input.py")):
            found.append(Case(cls, path))
    return found


def render_findings(result: FileResult) -> str:
    return "".join(
        f"{f.line}:{f.column} {f.code} {f.tier.value}{' applied' if f.applied else ''}: {f.message}\n"
        for f in result.findings
    )
