"""Verification by execution: the rewrite, run under `jax.jit`, must give what the original gave.

For every function a rewrite changed (top-level functions and methods of top-level classes whose
code differs, comments aside), omnifix finds inputs and runs both versions in child processes:

- **Oracle**: the original, eagerly under `jax.disable_jit()`, in a fresh process before anything
  traces it. Its inputs, in order: the calls the module makes itself when run as `__main__`
  (module level and `if __name__ == "__main__":`; the first `calls_per_function` calls of each
  changed function, arguments captured when the call starts), then the examples given in
  `[tool.omnifix.verify]`.
- **Stage a**: the rewrite, eagerly on the same inputs: bitwise equal to the oracle (same tree,
  dtypes, shapes and bytes; a Python scalar counts as the array `jnp.asarray` makes of it).
- **Stage b**: the rewrite under `jax.jit` (as it is when already jitted, else with every argument
  that holds no array static): `jax.eval_shape` first, then a run equal to the eager rewrite,
  bitwise for integers, booleans and PRNG keys, floats within `tolerance * eps * max|reference|`.

Outcomes per changed function: VERIFIED, MISMATCH (the first differing leaf, with the largest
differences), NOT-JITTABLE (the error and the line it points to), SKIPPED (why: no inputs, the
original fails on this JAX, arguments that cannot cross processes...), ERROR (the check itself
failed: timeout, memory, a crash). User code runs only in the child processes, under the given
interpreter, from temporary copies, with the working folder a temporary one, a timeout per batch
and a memory cap; the files of the tree are only read.
"""

from __future__ import annotations

import ast
import enum
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

WORKER = Path(__file__).with_name("worker.py")


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


@dataclass(frozen=True)
class Change:
    """One file before and after a rewrite."""

    path: str
    old: bytes
    new: bytes


@dataclass(frozen=True)
class Settings:
    """How verification runs; `examples` maps `(absolute path, qualname)` to argument expressions."""

    python: str = sys.executable
    timeout: float = 600.0  # seconds per batch (both processes)
    driver_timeout: int = 60  # seconds for one module's own run as __main__, and for an import
    memory_mb: int = 8192  # address-space cap of each child process
    calls_per_function: int = 3
    tolerance: float = 4.0  # in units of eps * max|reference| (eager vs jit measured up to ~1.8)
    batch: int = 64  # modules per pair of processes
    examples: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Function:
    """A changed function. `old_first`/`new_first`: the first line of its definition (its first
    decorator) before and after, as code objects count; `line`: its `def` line after."""

    qualname: str
    old_first: int
    new_first: int
    line: int


def changed_functions(old: str | bytes, new: str | bytes) -> list[Function]:
    """Top-level functions and methods of top-level classes whose code differs between the texts."""
    before, after = _definitions(old), _definitions(new)
    return [
        Function(name, _first_line(before[name]), _first_line(node), node.lineno)
        for name, node in after.items()
        if name in before and ast.dump(before[name]) != ast.dump(node)
    ]


def _definitions(text: str | bytes) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    found: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    for node in ast.parse(text).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found[node.name] = node
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    found[f"{node.name}.{item.name}"] = item
    return found


def _first_line(node: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    return min([node.lineno] + [d.lineno for d in node.decorator_list])


def module_of(path: str) -> tuple[str, str]:
    """The dotted name a file is imported by and the folder to put on `sys.path` for it."""
    file = Path(path).resolve()
    parts = [] if file.name == "__init__.py" else [file.stem]
    folder = file.parent
    while (folder / "__init__.py").is_file() and folder.parent != folder:
        parts.insert(0, folder.name)
        folder = folder.parent
    return ".".join(parts) or file.parent.name, str(folder)


def verify(changes: Sequence[Change], settings: Settings, display=lambda path: path) -> dict[str, list[Outcome]]:
    """Outcomes per changed file (by `Change.path`), for the functions each rewrite changed."""
    outcomes: dict[str, list[Outcome]] = {}
    plans = []
    for change in changes:
        try:
            functions = changed_functions(change.old, change.new)
        except (SyntaxError, ValueError) as error:
            outcomes[change.path] = [Outcome(change.path, "<module>", 1, Status.ERROR, f"cannot parse: {error}")]
            continue
        outcomes[change.path] = []
        if functions:
            plans.append((change, functions))
    for start in range(0, len(plans), settings.batch):
        for path, found in _run_batch(plans[start : start + settings.batch], settings, display).items():
            outcomes[path] += found
    return outcomes


def _run_batch(plans, settings: Settings, display) -> dict[str, list[Outcome]]:
    folder = tempfile.mkdtemp(prefix="omnifix-verify-")
    try:
        sides = {"record": [], "replay": []}
        roots: list[str] = []
        for index, (change, functions) in enumerate(plans):
            name, root = module_of(change.path)
            if not all(part.isidentifier() for part in name.split(".")) or "." in Path(change.path).stem:
                name = f"_omnifix_verify_{index}"  # not importable by its file name anyway
            if root not in roots:
                roots.append(root)
            package_dir = str(Path(change.path).resolve().parent) if Path(change.path).name == "__init__.py" else None
            for mode, text, line in (("record", change.old, "old_first"), ("replay", change.new, "new_first")):
                copy = Path(folder, mode, str(index), Path(change.path).name)
                copy.parent.mkdir(parents=True)
                copy.write_bytes(text)
                sides[mode].append(
                    {
                        "name": name,
                        "file": str(copy),
                        "display": display(change.path),
                        "package_dir": package_dir,
                        "functions": [{"qualname": f.qualname, "line": getattr(f, line)} for f in functions],
                        "examples": _examples(change.path, functions, settings),
                    }
                )
        work = Path(folder, "cwd")
        work.mkdir()
        fatal = None
        results: dict = {}
        for mode in ("record", "replay"):
            spec = {
                "mode": mode,
                "modules": sides[mode],
                "paths": roots,
                "cwd": str(work),
                "data": str(Path(folder, "recorded.pickle")),
                "result": str(Path(folder, f"{mode}.json")),
                "calls_per_function": settings.calls_per_function,
                "driver_timeout": settings.driver_timeout,
                "tolerance": settings.tolerance,
            }
            fatal = _run_worker(spec, Path(folder, f"{mode}.job.json"), settings)
            if fatal:
                break
            results = json.loads(Path(spec["result"]).read_text()).get("modules", {})
        return {
            change.path: [
                _outcome(change.path, function, fatal, results.get(side["name"], {}).get(function.qualname))
                for function in functions
            ]
            for (change, functions), side in zip(plans, sides["replay"])
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _examples(path: str, functions: Iterable[Function], settings: Settings) -> dict[str, list[str]]:
    real = str(Path(path).resolve())
    return {f.qualname: list(settings.examples[real, f.qualname]) for f in functions if (real, f.qualname) in settings.examples}


def _run_worker(spec: dict, job: Path, settings: Settings) -> str | None:
    """Runs one worker; None when it finished, else why it did not."""
    job.write_text(json.dumps(spec))
    log = Path(spec["cwd"]).parent / f"{spec['mode']}.log"
    env = {**os.environ, "JAX_PLATFORMS": os.environ.get("JAX_PLATFORMS", "cpu"), "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        with open(log, "wb") as output:
            completed = subprocess.run(
                [settings.python, str(WORKER), str(job)],
                stdin=subprocess.DEVNULL,
                stdout=output,
                stderr=output,
                cwd=spec["cwd"],
                env=env,
                timeout=settings.timeout,
                preexec_fn=_limit(settings.memory_mb),
                check=False,
            )
    except subprocess.TimeoutExpired:
        return f"timed out after {settings.timeout:g} s"
    except OSError as error:
        return f"cannot run {settings.python}: {error.strerror or error}"
    result = Path(spec["result"])
    if completed.returncode != 0 or not result.is_file():
        tail = log.read_text(errors="replace").strip().splitlines()[-1:] or ["no output"]
        return f"the {spec['mode']} process failed (exit {completed.returncode}): {tail[0]}"
    return json.loads(result.read_text()).get("fatal")


def _limit(memory_mb: int):
    def apply() -> None:
        import resource

        cap = memory_mb * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    return apply


def _outcome(path: str, function: Function, fatal: str | None, result: dict | None) -> Outcome:
    if fatal:
        return Outcome(path, function.qualname, function.line, Status.ERROR, fatal)
    if result is None:
        return Outcome(path, function.qualname, function.line, Status.ERROR, "no result from the worker")
    return Outcome(path, function.qualname, function.line, Status(result["status"]), result["detail"], result["calls"])
