"""Verification by execution: the rewrite, run under `jax.jit`, must give what the original gave.

For every function a rewrite changed (top-level functions and methods of top-level classes whose
code differs, comments aside), omnifix finds inputs and runs both versions in child processes:

- **Oracle**: the original, eagerly under `jax.disable_jit()`, in a fresh process before anything
  traces it. Its inputs, in order: the calls the module makes itself when run as `__main__`
  (module level and `if __name__ == "__main__":`), those made by the run's unchanged programs
  that import it (below) and those made while the project's tests run
  (`tests` in `[tool.omnifix.verify]`: pytest arguments) — the first `calls_per_function` calls of
  each changed function, arguments captured when the call starts — then the examples given in
  `[tool.omnifix.verify]`, each a call to a function of the module, changed or not, recording the
  calls it makes to changed functions; last, for a function still without a call, inputs made from
  its parameters' array annotations (`omnifix.verify.inputs`).
- **Unchanged programs**: a changed function may be called only from a program the rewrite left
  alone (`main.py` calling `layers.flatten`). The record process also runs the run's unchanged
  modules (`verify(unchanged=...)`: the CLI passes the other Python files of the run) that are
  programs, as a changed module is one (an `if __name__ == "__main__":` block, else a top-level
  `main()` it does not call itself), and import a changed module of the batch, directly or through
  other modules of the run (every import in them, relative ones resolved; only the programs and
  what they import are parsed): as `__main__` then `main()`, eagerly, from a temporary copy, with
  its own `sys.argv` and within `driver_timeout`, after the changed modules' own runs, recording
  the calls they make to changed functions wherever they happen. At most `Settings.importers`
  (default 4) per batch, the nearest first (fewest imports away, then by path); their own outcome
  is not compared (they did not change). A function still without a call names their runs.
- **Stage a**: the rewrite, eagerly on the same inputs: bitwise equal to the oracle (same tree,
  dtypes, shapes and bytes; a Python scalar counts as the array `jnp.asarray` makes of it).
- **Stage b**: the rewrite under `jax.jit` (as it is when already jitted, else with every argument
  that holds no array static): `jax.eval_shape` first, then a run equal to the eager rewrite,
  bitwise for integers, booleans and PRNG keys, floats within `tolerance * eps * max|reference|`.
  A function that keeps module state runs eagerly only. A wrapper PRK001 made (it keeps its
  signature and calls `_f_pure` with the keys it keeps: `Function.pure`, `_pure_part`, the keys'
  parameters known from that call) has its pure part, what jit compiles, checked too: found by
  name in the rewritten module, its first call taken during the wrapper's eager run (the keys the
  wrapper passed included), run under `jax.jit` on it as stage b runs a function, against its
  eager run on it. A function threading keys (`Function.threaded`) is called from the keys'
  recorded values, passed first, and gives them back after its result, compared each.
- **A helper judged by its callers**: stage b runs a function on the argument kinds the
  original's callers gave it, and a helper whose callers the rewrite changed too may now get
  others (SHP001's `rows(x, n)` returning a host int, its callers computing `n` on the host: a
  traced `n` fails its `min`). Its NOT-JITTABLE becomes VERIFIED (`_judged_by_callers`) when its
  rewrite equals the original eagerly on every recorded call (the inputs the original program
  used), every call of the record process, recorded or past `calls_per_function`, was made by a
  changed function of the batch (the record process notes the callers: none from unchanged
  code, an example or a test), and each of those callers is VERIFIED with the helper's rewrite
  run inside its jit runs (the replay notes the changed functions each jit run calls). Callers
  in another batch leave it NOT-JITTABLE.

- **The oracle that runs**: when the original does not import on this JAX, the record process
  switches to the original with only the import-level migrations applied (`import_migrated`:
  API001, OMS001, by omnifix's own engine, here): a semantic rewrite (SHP001, PRK001, ...) is then
  checked against it; a function those migrations change exactly as the rewrite does is SKIPPED
  (nothing to compare). With `Settings.oracle_python` (`--oracle-python`), the record process runs
  under that interpreter (an older JAX, where the original imports), so that API rewrites
  themselves are checked: arguments and results cross as NumPy data, and the original's floats
  compare within `cross_tolerance * eps * max|reference|`. Every outcome names its oracle.
- **Beyond the functions**: a change outside them gets a `MODULE` outcome (both versions import
  and the module's public values, globals neither imported nor callable, are bitwise equal); a
  changed module that is a program, by an `if __name__ == "__main__":` block or else by a
  top-level `main()` it does not call itself, a `PROGRAM` outcome (its run as `__main__`, then
  `main()`, the original eagerly against the rewrite as written: exit, exception type and
  standard output, numbers within the float tolerance); each configured entry point
  (`Settings.programs`, `parse_program`) a `<program LABEL>` outcome, the same comparison, on the
  batch's first module; with `tests`, that module a `TESTS` outcome too (each test's outcome on
  the original and on the rewrite: one that passed and now does not is a MISMATCH naming it).
  Every program run starts as a new process would (`sys.argv` its own, the user's modules
  imported afresh; not the tests: pytest would import a changed test module from the tree). A whole run that differs is run again on the original (a third process, only then):
  where the original's two runs disagree (the time, unseeded randomness, ids in its output), the
  outcome is SKIPPED, unstable, and tests unstable on the original are left out of a MISMATCH. A
  SKIPPED outcome carries a `cause` shared by those skipped for the same reason, which the
  summaries group.

Outcomes per changed function: VERIFIED, MISMATCH (the first differing leaf, with the largest
differences; an exception a host callback raised under jit, which JAX reports as an XLA runtime
error, is one), NOT-JITTABLE (the error and the line it points to), XLA-ERROR (the rewrite equals the
original eagerly and traces under jit, but XLA fails to compile or run the staged-out computation:
an upstream bug; the rewrite is kept, and a repro bundle is written, `omnifix.verify.repro`, into
`Settings.repro_dir`/`module.function`; none with `repro_dir` None, a dry run), SKIPPED (why: no inputs, the original fails on this JAX,
arguments that cannot cross processes...), ERROR (the check itself failed: timeout, memory, a
crash). `reproduce` runs the same machinery on one function as it is, for `omnifix repro`. User
code runs only in the child processes, under the given interpreter, from temporary copies, with the
working folder a temporary one, a timeout per batch and a memory cap; the files of the tree are
only read. Each side imports every changed module of the run from its copy, the original side the
originals and the rewrite side the rewrites, those of other batches and those with no changed
function to verify too (`_context_overlay`: a rewritten `model.py` importing the host twin its
rewritten `features.py` gained). Modules of one name (`a/train.py`, `b/train.py`) go to
different batches (`_batches`). One process records a batch (so that a call from one module to
another's changed function is recorded wherever it happens), then up to `jobs` replay it (the
changed functions spread over them).

With a cluster (`Settings.cluster`, `--executor dask`), each of these child processes runs on a
Dask worker instead, as one task (`_child_on_worker`): the same command, in a temporary folder of
the worker's holding the batch's copies of the changed files (and the recorded calls, for a
replay); what it writes comes back here. The workers read the tree (the folders the modules
import from, the tests) at the same absolute paths as this process, and run `--python` and this
package's `worker.py` by their paths here; the `JAX_*` and `XLA_*` variables of this process are
passed on, so that both kinds of run see the same JAX settings.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Sequence

from omnifix.names import Names, _import_bindings
from omnifix.project import Module as Project
from omnifix.verdicts import Outcome, Status
from omnifix.verify.inputs import annotated_inputs

WORKER = Path(__file__).with_name("worker.py")


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
    oracle_python: str | None = (
        None  # the interpreter (an older JAX) the original runs under; None: `python`
    )
    cross_tolerance: float = (
        64.0  # floats, the oracle on another JAX: in units of eps * max|reference|
    )
    timeout: float = 600.0  # seconds per batch (both processes)
    driver_timeout: int = 60  # seconds for one module's own run as __main__, and for an import
    memory_mb: int = 8192  # address-space cap of each child process
    calls_per_function: int = 3
    tolerance: float = 4.0  # in units of eps * max|reference| (eager vs jit measured up to ~1.8)
    batch: int = 64  # modules per round of processes
    jobs: int = field(default_factory=lambda: os.cpu_count() or 1)  # replay processes at once
    examples: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    tests: tuple[str, ...] = ()  # pytest arguments: run the project's tests to record calls
    tests_root: str = "."  # the project's folder: pytest runs the tests from it (--rootdir), programs are found from it
    programs: tuple[
        str, ...
    ] = ()  # entry points run end to end: "pkg.mod:function", "pkg.mod", "path/to/script.py", with arguments
    importers: int = (
        4  # unchanged programs of the run importing a changed module, run per batch (nearest first)
    )
    tests_timeout: int = 600  # seconds for the tests
    cluster: Any = None  # an `omnifix.cluster.Cluster`: the child processes run on its workers
    repro_dir: str | None = (
        "omnifix-repro"  # where the repro bundles of XLA-ERROR outcomes go; None: none made (a dry run)
    )
    repro_budget: float = 60.0  # seconds to minimize the jaxpr of one XLA failure
    repro_total: float = 240.0  # seconds one process may spend on bundles (later failures get none)


@dataclass(frozen=True)
class Function:
    """A changed function. `old_first`/`new_first`: the first line of its definition (its first
    decorator) before and after, as code objects count; `line`, `old_line`: its `def` line after
    and before (`Outcome.unwritten`).

    `state`: the module globals it declares `global` before or after, those the module's functions
    it calls by name declare (transitively, in the original or in the rewrite: `main` rebinding
    `key_b` through `_noise_b`, `_called_globals`), and the attributes of module-level objects its
    rewrite assigns (`drop.key`, `_attributes`): inputs and outputs of each call as much as its
    arguments and result. `threaded`: the module globals that the rewrite made its new leading
    parameters, in order (PRNG keys threaded through, which the original read and rebound itself
    or through the helpers it called: the rewrite returns `(result, *keys)`; `_step(key_a, key_b,
    x)` returns `(result, key_a, key_b)`), each a global or the attribute of that name of a
    module-level object, when the rewritten module names exactly one (`noise.rng` for a new first
    parameter `rng`); usually one; empty when it threads none; part of `state` too. Another
    module's state is labelled `pkg.mod:key` (`_link_states`).
    `pure`: for a wrapper PRK001 made, its pure part and the parameters that receive the keys it
    keeps (`_step_pure(key_a, key_b, x)`: `("key_a", "key_b")`).
    `carried`: for a loop body that carries such a key in its carry instead (`body(carry_and_key,
    x)` unpacking `carry, key = carry_and_key`; `threaded` that one key), the index of that
    parameter and whether it returns `(new_carry, key), y` (a `scan` body) rather than `new_val,
    key`.
    """

    qualname: str
    old_first: int
    new_first: int
    line: int
    state: tuple[str, ...] = ()
    threaded: tuple[str, ...] = ()
    carried: tuple[int, bool] | None = None
    alone: bool = False  # `reproduce`: the original and the rewrite are the same code
    pure: tuple[str, tuple[str, ...]] | None = None  # a wrapper: (`_f_pure`, the keys' parameters)
    old_line: int = 0  # 0: as `line`


MODULE = (
    "<module>"  # the outcome for a change outside the functions: does the rewrite still import?
)
PROGRAM = "<program>"  # the outcome for a changed module's own run as `__main__` (then `main()`), end to end
TESTS = (
    "<tests>"  # the outcome for the project's tests (`Settings.tests`), on a batch's first module
)
IMPORT_MIGRATIONS = (
    "API001",
    "OMS001",
)  # what the oracle may have applied to make the original import


def changed_functions(old: str | bytes, new: str | bytes) -> list[Function]:
    """Top-level functions and methods of top-level classes whose code differs between the texts,
    and `MODULE` first when anything else differs (imports, module-level statements, class bodies)."""
    return _changed(ast.parse(old), ast.parse(new))


def _changed(old_tree: ast.Module, new_tree: ast.Module) -> list[Function]:
    before, after = _definitions(old_tree), _definitions(new_tree)
    module_names = _assigned(old_tree) | {  # `Sampler.key` is state as much as `drop.key`
        n.name for n in old_tree.body if isinstance(n, ast.ClassDef)
    }
    found = []
    for name, node in after.items():
        if name not in before or ast.dump(before[name]) == ast.dump(node):
            continue
        owner = name.rpartition(".")[0]  # a classmethod's `cls.key` is its class's state
        on_class = owner if owner and _is_classmethod(node) else None
        own = _globals(node) | _attributes(node, module_names, on_class)  # as the rewrite keeps it
        old_state = _globals(before[name]) | _called_globals(before[name], before)
        new_state = own | _called_globals(node, after)
        had = {
            a.arg
            for a in before[name].args.posonlyargs
            + before[name].args.args
            + before[name].args.kwonlyargs
        }
        threaded: tuple[str, ...] = ()
        for parameter in node.args.posonlyargs + node.args.args:
            # the leading new parameters that are module globals (keys) made parameters, read
            # directly or through helpers; or the attribute of that name of a module-level
            # instance (`drop.key`), when one is named so
            if parameter.arg in had or parameter.arg in own:
                break
            held = {
                f"{n.value.id}.{n.attr}"
                for n in ast.walk(new_tree)
                if isinstance(n, ast.Attribute)
                and n.attr == parameter.arg
                and isinstance(n.value, ast.Name)
                and n.value.id in module_names
            }
            if parameter.arg in module_names:
                threaded += (parameter.arg,)
            elif len(held) == 1:
                threaded += tuple(held)
            else:
                break
        carried = None
        if not threaded and (found_carry := _carried(before[name], node, module_names)):
            key, *carry = found_carry
            threaded, carried = (key,), tuple(carry)
        state = tuple(sorted(old_state | new_state | set(threaded)))
        found.append(
            Function(
                name,
                _first_line(before[name]),
                _first_line(node),
                node.lineno,
                state,
                threaded,
                carried,
                pure=_pure_part(name, node, before, after),
                old_line=before[name].lineno,
            )
        )
    if _outside_functions(old_tree) != _outside_functions(new_tree):
        found.insert(0, Function(MODULE, 0, 0, 1))  # line 0: no code object starts there
    return found


def _called_globals(node: ast.FunctionDef | ast.AsyncFunctionDef, definitions: dict) -> set[str]:
    """The globals the module's functions that `node` calls by name declare, transitively among
    `definitions` (the module's top-level functions, of the same tree): `main` calling `_noise_b`,
    which rebinds `key_b`, keeps `key_b` as much as a global it declares itself."""
    found: set[str] = set()
    seen = {id(node)}
    pending = [node]
    while pending:
        for call in ast.walk(pending.pop()):
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)):
                continue
            callee = definitions.get(call.func.id)
            if callee is not None and id(callee) not in seen:
                seen.add(id(callee))
                found |= _globals(callee)
                pending.append(callee)
    return found


def _pure_part(
    qualname: str, node, before: dict, after: dict
) -> tuple[str, tuple[str, ...]] | None:
    """(the pure part's qualname, its parameters that receive the keys) when `node` is a wrapper
    PRK001 made: it keeps its signature and calls `_NAME_pure`, a function new in the rewritten
    module (`self._NAME_pure`, a method of its class, NAME without its leading and trailing
    underscores, for a method: `__call__` has `_call_pure`), passing it the keys it keeps
    (globals it declares, or an attribute: `self._rng`, `rng.key`), one after the other
    (`_step_pure(key_a, key_b, x)`)."""
    owner, _, name = qualname.rpartition(".")
    if owner:  # a method's name without its underscores: `__call__` -> `_call_pure`
        name = name.strip("_") or name
    pure = f"{owner + '.' if owner else ''}_{name}_pure"
    target = after.get(pure)
    if target is None or pure in before:
        return None
    parameters = [a.arg for a in target.args.posonlyargs + target.args.args]
    first = (node.args.posonlyargs + node.args.args)[:1]
    declared = _globals(node)

    def called(function: ast.expr) -> bool:
        if owner:  # `self._NAME_pure(...)`: bound, its first parameter is `self`
            return (
                isinstance(function, ast.Attribute)
                and function.attr == f"_{name}_pure"
                and isinstance(function.value, ast.Name)
                and bool(first)
                and function.value.id == first[0].arg
            )
        return isinstance(function, ast.Name) and function.id == pure

    def kept(value: ast.expr) -> bool:
        return (isinstance(value, ast.Name) and value.id in declared) or isinstance(
            value, ast.Attribute
        )

    for call in (n for n in ast.walk(node) if isinstance(n, ast.Call) and called(n.func)):
        keys: tuple[str, ...] = ()
        for index, value in enumerate(call.args):
            at = index + (1 if owner else 0)
            if isinstance(value, ast.Starred) or (keys and not kept(value)):
                break
            if kept(value) and at < len(parameters):
                keys += (parameters[at],)  # the first kept value and those right after it
        if keys:
            return pure, keys
        for keyword in call.keywords:
            if keyword.arg and kept(keyword.value):
                return pure, (keyword.arg,)
    return None


def _carried(old: ast.AST, new: ast.AST, module_names: set[str]) -> tuple[str, int, bool] | None:
    """(the key, the parameter's index, a `scan` body) when `new` is `old` made a loop body that
    carries a module global in its carry: the same positional parameters but one, `carry` become
    `carry_and_key`, unpacked first as `carry, key = carry_and_key`, every `return` giving the key
    back (`(new_carry, key), y` or `new_val, key`)."""
    before = [a.arg for a in old.args.posonlyargs + old.args.args]
    after = [a.arg for a in new.args.posonlyargs + new.args.args]
    changed = [i for i, (a, b) in enumerate(zip(before, after)) if a != b]
    body = new.body[1:] if ast.get_docstring(new) is not None else new.body
    if len(before) != len(after) or len(changed) != 1 or not body:
        return None
    at = changed[0]
    unpack = body[0]
    if not (
        isinstance(unpack, ast.Assign)
        and len(unpack.targets) == 1
        and isinstance(target := unpack.targets[0], ast.Tuple)
        and [type(e) for e in target.elts] == [ast.Name, ast.Name]
        and target.elts[0].id == before[at]
        and isinstance(unpack.value, ast.Name)
        and unpack.value.id == after[at]
    ):
        return None
    key = target.elts[1].id
    if key not in module_names:
        return None

    def gives(value: ast.expr | None) -> bool:
        return (
            isinstance(value, ast.Tuple)
            and len(value.elts) == 2
            and isinstance(value.elts[1], ast.Name)
            and value.elts[1].id == key
        )

    returns = [n.value for n in ast.walk(new) if isinstance(n, ast.Return)]
    if returns and all(
        isinstance(r, ast.Tuple) and len(r.elts) == 2 and gives(r.elts[0]) for r in returns
    ):
        return key, at, True
    if returns and all(gives(r) for r in returns):
        return key, at, False
    return None


def _program(tree: ast.Module) -> tuple[int, bool] | None:
    """How the module runs as a program: `(line, False)` for its `if __name__ == "__main__":`
    block, else `(line, True)` for a top-level `main()` it does not call itself (one that takes no
    required argument), else None."""
    guard = _main_guard(tree)
    if guard is not None:
        return guard, False
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "main":
            args = node.args
            if len(args.defaults) == len(args.posonlyargs + args.args) and all(
                d is not None for d in args.kw_defaults
            ):
                return node.lineno, True
    return None


def parse_program(text: str, root: str) -> dict:
    """A configured entry point (`programs` in `[tool.omnifix.verify]`) as the worker runs it:
    `pkg.mod:function` that function called, `path/to/script.py` (relative to `root`, the
    project's folder) that file run as `__main__`, `pkg.mod` that module run as `__main__`
    (`python -m`); then its arguments, shell-quoted. ValueError when it is none of those."""
    words = shlex.split(text)
    if not words:
        raise ValueError("an empty program")
    target, argv = words[0], words[1:]
    if target.endswith(".py") or "/" in target:
        return {"label": text, "script": str((Path(root) / target).resolve()), "argv": argv}
    name, _, function = target.partition(":")
    if (
        not all(part.isidentifier() for part in name.split("."))
        or (function and not function.isidentifier())
        or target.endswith(":")
    ):
        raise ValueError(
            f"{text!r} is neither pkg.module:function, pkg.module nor path/to/script.py"
        )
    return (
        {"label": text, "call": target, "argv": argv}
        if function
        else {"label": text, "module": name, "argv": argv}
    )


def _main_guard(tree: ast.Module) -> int | None:
    """The line of the module's `if __name__ == "__main__":` block, if it has one."""
    for node in tree.body:
        test = node.test if isinstance(node, ast.If) else None
        if (
            isinstance(test, ast.Compare)
            and isinstance(test.left, ast.Name)
            and test.left.id == "__name__"
            and len(test.comparators) == 1
            and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__"
        ):
            return node.lineno
    return None


def import_migrated(path: str, old: bytes) -> bytes | None:
    """The original with only the import-level migrations (`IMPORT_MIGRATIONS`) applied, by
    omnifix's own engine, when they change it: the oracle when the original does not import on
    this JAX. None when they change nothing or fail."""
    from omnifix.engine import process_bytes
    from omnifix.registry import select
    from omnifix.results import Options

    try:
        result = process_bytes(path, old, select(list(IMPORT_MIGRATIONS), None), Options())
    except Exception:  # noqa: BLE001  (a codemod's bug: no migrated oracle, the original is still tried)
        return None
    return result.new if result.changed and result.new is not None and result.new != old else None


def _import_names(tree: ast.Module) -> set[str]:
    """The names the module's own statements (outside functions and classes) bind by importing."""
    found: set[str] = set()
    pending: list[ast.AST] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif not isinstance(
            node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
        ):
            pending.extend(ast.iter_child_nodes(node))
    return found


def _outside_functions(tree: ast.Module) -> str:
    """The module with its top-level functions and the methods of its top-level classes left out."""
    kept = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if isinstance(node, ast.ClassDef):
            body = [
                n for n in node.body if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
            ]
            node = ast.ClassDef(node.name, node.bases, node.keywords, body, node.decorator_list)
        kept.append(ast.dump(node))
    return "\n".join(kept)


def _assigned(tree: ast.Module) -> set[str]:
    """The names module-level statements bind by assignment."""
    names: set[str] = set()
    for statement in tree.body:
        targets = (
            statement.targets
            if isinstance(statement, ast.Assign)
            else [getattr(statement, "target", None)]
        )
        for target in targets:
            for node in ast.walk(target) if target is not None else ():
                if isinstance(node, ast.Name):
                    names.add(node.id)
    return names


def _globals(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names a function declares `global` in its body, also in the functions nested in it,
    which running it may call (`def step` in `train`, a PRK001 wrapper keeping the global key)."""
    return {
        name for node in ast.walk(function) if isinstance(node, ast.Global) for name in node.names
    }


def _is_classmethod(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "classmethod" for d in function.decorator_list)


def _attributes(
    function: ast.FunctionDef | ast.AsyncFunctionDef,
    module_names: set[str],
    on_class: str | None = None,
) -> set[str]:
    """The attributes of module-level names a function assigns (`drop.key = ...`, `drop.key` in a
    tuple target; or of a module-level class, `Sampler.key`), labelled `drop.key`: module state as much as the globals it declares, unless
    the name is its own (a parameter, or a name it assigns without declaring it `global`). Taken
    from the rewrite only (a PRK001 wrapper keeping `drop.key`): an attribute the original sets
    and the rewrite no longer does (`FLAGS.jax_omnistaging = True`, removed) is not compared.
    `on_class`: the function is a classmethod of that module-level class, whose `cls.key` is
    labelled `Sampler.key` (its calls through the class itself keep that state; one through a
    subclass keeps the subclass's, alike in both versions)."""
    arguments = function.args
    own = {
        a.arg
        for a in arguments.posonlyargs
        + arguments.args
        + arguments.kwonlyargs
        + [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
    }
    targets: list[ast.expr] = []
    pending: list[ast.AST] = list(function.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Assign):
            targets.extend(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor)):
            targets.append(node.target)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            targets.extend(i.optional_vars for i in node.items if i.optional_vars is not None)
        elif isinstance(node, ast.NamedExpr):
            targets.append(node.target)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            pending.extend(ast.iter_child_nodes(node))
    positional = arguments.posonlyargs + arguments.args
    holder = positional[0].arg if on_class and positional else None
    found = set()
    while targets:
        target = targets.pop()
        if isinstance(target, (ast.Tuple, ast.List)):
            targets.extend(target.elts)
        elif isinstance(target, ast.Starred):
            targets.append(target.value)
        elif isinstance(target, ast.Name):
            own.add(target.id)
        elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
            found.add((target.value.id, target.attr))
    own -= _globals(function)
    held = {f"{on_class}.{a}" for n, a in found if holder is not None and n == holder}
    return held | {f"{n}.{a}" for n, a in found if n in module_names and n not in own}


def _parsed(text: bytes | None) -> ast.Module | None:
    try:
        return ast.parse(text) if text is not None else None
    except (SyntaxError, ValueError):
        return None


def _definitions(tree: ast.Module) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    found: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    for node in tree.body:
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


def verify(
    changes: Sequence[Change],
    settings: Settings,
    display=lambda path: path,
    unchanged: Sequence[str] = (),
) -> dict[str, list[Outcome]]:
    """Outcomes per changed file (by `Change.path`), for the functions each rewrite changed.
    `unchanged`: the run's other Python files, whose programs that import a changed module are
    run too, to record the calls they make (`_importers`)."""
    outcomes: dict[str, list[Outcome]] = {}
    plans = []
    for change in changes:
        try:
            old_tree, new_tree = ast.parse(change.old), ast.parse(change.new)
        except (SyntaxError, ValueError) as error:
            outcomes[change.path] = [
                Outcome(change.path, MODULE, 1, Status.ERROR, f"cannot parse: {error}")
            ]
            continue
        outcomes[change.path] = []
        functions = _changed(
            old_tree, new_tree
        )  # each text is parsed once, here, for all that follows
        if functions:
            program, before = _program(new_tree), _program(old_tree)
            if program is not None and before is not None and program[1] == before[1]:
                functions.append(Function(PROGRAM, 0, 0, program[0], old_line=before[0]))
            plans.append((change, functions, old_tree, new_tree))
    graph = _Graph(plans, unchanged) if plans and unchanged and settings.importers > 0 else None
    for batch in _batches(plans, settings.batch):
        importers = graph.importers(batch, settings.importers) if graph is not None else []
        for path, found in _run_batch(
            batch, settings, display, importers=importers, context=changes
        ).items():
            outcomes[path] += found
    return outcomes


def _batches(plans: list, size: int) -> list[list]:
    """The plans in batches of at most `size`, in order, each going into the first batch with
    room and no module of its name (`module_of`): a batch's processes import its modules by
    name and key their results by it, so two scripts `a/train.py` and `b/train.py` of one run
    verify in two batches, neither getting the other's outcomes."""
    batches: list[tuple[list, set[str]]] = []
    for plan in plans:
        name = module_of(plan[0].path)[0]
        batch = next((b for b in batches if len(b[0]) < size and name not in b[1]), None)
        if batch is None:
            batch = ([], set())
            batches.append(batch)
        batch[0].append(plan)
        batch[1].add(name)
    return [plans for plans, _ in batches]


# what `_program` looks for: a `__main__` block, or a top-level `def main`
_MAYBE_PROGRAM = re.compile(rb"__main__|^(?:async[ \t]+)?def[ \t]+main\b", re.MULTILINE)


class _Graph:
    """The modules of a run by name, and which of them each imports (anywhere in it, relative
    imports resolved; `import pkg.mod` imports `pkg` too), parsed only when first asked: for the
    unchanged programs that import a changed module, directly or through other modules of the run."""

    def __init__(self, plans, unchanged: Sequence[str]) -> None:
        self.paths: dict[str, str] = {}  # module name -> its file
        self.trees: dict[str, ast.Module | None] = {}
        self.changed: set[str] = set()
        for change, _, _, new_tree in plans:
            name = module_of(change.path)[0]
            self.paths[name], self.trees[name] = change.path, new_tree
            self.changed.add(name)
        self.unchanged: list[tuple[str, str]] = []  # (name, path) of the importable unchanged files
        for path in unchanged:
            name = module_of(path)[0]
            if (
                path.endswith(".py")
                and Path(path).name != "__init__.py"
                and all(part.isidentifier() for part in name.split("."))
                and name not in self.paths
            ):
                self.paths[name] = path
                self.unchanged.append((name, path))
        self.edges: dict[str, set[str]] = {}
        self.programs: list[tuple[str, str, bool]] | None = None  # (name, path, `main()`)

    def tree(self, name: str) -> ast.Module | None:
        if name not in self.trees:
            try:
                self.trees[name] = _parsed(Path(self.paths[name]).read_bytes())
            except OSError:
                self.trees[name] = None
        return self.trees[name]

    def imports(self, name: str) -> set[str]:
        if name not in self.edges:
            tree, place = self.tree(name), Project.of(self.paths[name])
            found: set[str] = set()
            for node in ast.walk(tree) if tree is not None else ():
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    for _, _, dotted in _import_bindings(node):
                        parts = (place.absolute(dotted) or "").split(".")
                        found.update(
                            prefix
                            for prefix in (".".join(parts[: n + 1]) for n in range(len(parts)))
                            if prefix in self.paths and prefix != name
                        )
            self.edges[name] = found
        return self.edges[name]

    def importers(self, plans, limit: int) -> list[dict]:
        """The unchanged programs reaching a changed module of the batch `plans`, nearest first,
        at most `limit`: `{"path", "name", "main", "reaches"}`."""
        if self.programs is None:
            self.programs = []
            for name, path in self.unchanged:
                try:
                    text = Path(path).read_bytes()
                except OSError:
                    continue
                if not _MAYBE_PROGRAM.search(text):
                    continue  # cheap: most modules are no program, and are not parsed
                self.trees[name] = tree = _parsed(text)
                program = _program(tree) if tree is not None else None
                if program is not None:
                    self.programs.append((name, path, program[1]))
        batch = {module_of(change.path)[0] for change, *_ in plans}
        found = []
        for name, path, main in self.programs:
            distance, seen, frontier, reached = 0, {name}, [name], {}
            while frontier:
                distance += 1
                frontier = [
                    other
                    for current in frontier
                    for other in sorted(self.imports(current))
                    if other not in seen and not seen.add(other)
                ]
                reached.update({other: distance for other in frontier if other in batch})
            if reached:
                found.append((min(reached.values()), path, name, main, sorted(reached)))
        return [
            {"path": path, "name": name, "main": main, "reaches": reaches}
            for _, path, name, main, reaches in sorted(found)[:limit]
        ]


@dataclass
class _Module:
    """A changed file as the workers see it: one importable name, one temporary copy per side."""

    change: Change
    name: str
    functions: list[Function]
    old_tree: ast.Module
    new_tree: ast.Module
    files: dict[str, str] = field(default_factory=dict)  # side ("record", "replay") -> copy
    annotated: dict[str, list[str]] = field(
        default_factory=dict
    )  # qualname -> inputs from annotations
    run_main: bool = True  # record the calls of its own run as `__main__`
    migrated: dict | None = None  # the import-migrated original: {"file", "display", "lines"}
    imports: tuple[str, ...] = ()  # names bound by imports in either version: not public values
    migration_only: frozenset = (
        frozenset()
    )  # functions the import-level migrations change as the rewrite does


def _run_batch(
    plans,
    settings: Settings,
    display,
    run_main: bool = True,
    whole: bool = True,
    importers: Sequence[dict] = (),
    context: Sequence[Change] = (),
) -> dict[str, list[Outcome]]:
    """Records the originals' calls in one process (a call from one module to another's changed
    function is recorded wherever it happens), then replays them on the rewrites in up to `jobs`
    processes, the changed functions spread evenly over them. `whole`: add the `TESTS` outcome
    (with `Settings.tests`); `run_main`: record the modules' own runs, and try the import-migrated
    originals; `importers` (`_Graph.importers`): unchanged programs run in the record process too,
    from copies, after the modules' own runs; `context`: every change of the run, each side
    importing all of them as that side has them (`_context_overlay`)."""
    folder = Path(tempfile.mkdtemp(prefix="omnifix-verify-"))
    programs = _configured(plans, settings) if run_main and whole else []
    if (
        (settings.tests or programs) and run_main and whole and plans
    ):  # the whole runs, before and after, on the batch's first module
        change, functions, old_tree, new_tree = plans[0]
        extra = [Function(f"<program {p['label']}>", 0, 0, 1) for p in programs] + (
            [Function(TESTS, 0, 0, 1)] if settings.tests else []
        )
        plans = [(change, [*functions, *extra], old_tree, new_tree), *plans[1:]]
    try:
        modules, roots = [], []
        for index, (change, functions, old_tree, new_tree) in enumerate(plans):
            name, root = module_of(change.path)
            if (
                not all(part.isidentifier() for part in name.split("."))
                or "." in Path(change.path).stem
            ):
                name = f"_omnifix_verify_{index}"  # not importable by its file name anyway
            if root not in roots:
                roots.append(root)
            module = _Module(
                change,
                name,
                functions,
                old_tree,
                new_tree,
                annotated=_annotated(old_tree, functions) if run_main else {},
                run_main=run_main,
            )
            for side, text in (("record", change.old), ("replay", change.new)):
                copy = folder / side / str(index) / Path(change.path).name
                copy.parent.mkdir(parents=True)
                copy.write_bytes(text)
                module.files[side] = str(copy)
            module.imports = tuple(sorted(_import_names(old_tree) | _import_names(new_tree)))
            migrated = import_migrated(change.path, change.old) if run_main else None
            migrated_tree = _parsed(migrated)
            if migrated_tree is not None:
                copy = folder / "migrated" / str(index) / Path(change.path).name
                copy.parent.mkdir(parents=True)
                copy.write_bytes(migrated)
                definitions, after = _definitions(migrated_tree), _definitions(new_tree)
                module.migrated = {
                    "file": str(copy),
                    "display": display(change.path),
                    "lines": {q: _first_line(node) for q, node in definitions.items()},
                }
                module.migration_only = frozenset(
                    q
                    for q, node in definitions.items()
                    if q in after and ast.dump(node) == ast.dump(after[q])
                )
            modules.append(module)
        _link_states(modules)
        others = _context_overlay(context, modules, folder, roots, display)
        drivers = _example_only(modules, settings, roots)
        runs, extra_overlay = _importer_runs(importers, modules, folder, roots, display)
        for run in runs:  # a program with examples too: one entry
            run["examples"] = next((d["examples"] for d in drivers if d["name"] == run["name"]), {})
        drivers = runs + [d for d in drivers if d["name"] not in {r["name"] for r in runs}]
        (folder / "cwd").mkdir()
        if programs and str(Path(settings.tests_root).resolve()) not in roots:
            roots.append(
                str(Path(settings.tests_root).resolve())
            )  # where `pkg.mod:function` imports from
        base = {
            "paths": roots,
            "programs": programs,
            "cwd": str(folder / "cwd"),
            "repro": str(folder / "repro") if settings.repro_dir else None,
            **_knobs(settings),
        }

        def spec(
            side: str,
            number: int,
            units: list[tuple[_Module, list[Function]]],
            data,
            mode: str | None = None,
        ) -> dict:
            line = "old_first" if side == "record" else "new_first"
            return {
                **base,
                "mode": mode or side,
                "data": data,
                "result": str(folder / f"{mode or side}{number}.json"),
                "overlay": [_overlay(m, side, display) for m in modules]
                + others[side]
                + (extra_overlay if side == "record" else []),
                "changed": [  # every changed function of the batch, by its copy and first line
                    [m.files[side], getattr(f, line), m.name, f.qualname]
                    for m in modules
                    for f in m.functions
                    if getattr(f, line)
                ],
                "modules": [
                    {
                        "name": m.name,
                        "run_main": m.run_main,
                        "main": bool(
                            (
                                _program(m.old_tree if side == "record" else m.new_tree)
                                or (0, False)
                            )[1]
                        ),
                        "functions": [
                            {
                                "qualname": f.qualname,
                                "line": getattr(f, line),
                                "state": list(f.state),
                                "threaded": f.threaded,
                                "carried": f.carried,
                                "alone": f.alone,
                                "pure": f.pure if side == "replay" else None,
                                "migration_only": f.qualname in m.migration_only,
                            }
                            for f in functions
                        ],
                        "migrated": m.migrated if side == "record" else None,
                        "examples": _examples(m.change.path, settings) if side == "record" else {},
                        "annotated": m.annotated if side == "record" else {},
                    }
                    for m, functions in units
                ]
                + (drivers if side == "record" else []),
            }

        record = spec(
            "record", 0, [(m, m.functions) for m in modules], str(folder / "recorded.pickle")
        )
        [fatal] = _run_workers([record], folder, settings)
        failed: dict[tuple[str, str], str] = {}  # (module, function) -> why the check could not run
        if fatal:
            failed.update(((m.name, f.qualname), fatal) for m in modules for f in m.functions)
        units = [(m, f) for m in modules for f in m.functions if (m.name, f.qualname) not in failed]
        shards = max(1, min(settings.jobs, len(units)))
        replays = (
            [
                spec("replay", i, _by_module(part), [record["data"]])
                for i, part in enumerate(_shards(units, shards))
            ]
            if units
            else []
        )
        results: dict = {}
        for replay, fatal in zip(replays, _run_workers(replays, folder, settings)):
            if fatal:
                failed.update(
                    ((u["name"], f["qualname"]), fatal)
                    for u in replay["modules"]
                    for f in u["functions"]
                )
            else:
                for name, found in json.loads(Path(replay["result"]).read_text())[
                    "modules"
                ].items():
                    results.setdefault(name, {}).update(found)
        doubtful = [
            (m, f)
            for m in modules
            for f in m.functions
            if results.get(m.name, {}).get(f.qualname, {}).get("rerun")
        ]
        if (
            doubtful
        ):  # a whole run that differs: does the original agree with itself? (only then: speed)
            again = spec("record", 0, _by_module(doubtful), record["data"], mode="recheck")
            again["verdicts"] = {
                m.name: {f.qualname: results[m.name][f.qualname] for f in fs}
                for m, fs in _by_module(doubtful)
            }
            [fatal] = _run_workers([again], folder, settings)
            if not fatal:
                for name, found in json.loads(Path(again["result"]).read_text())["modules"].items():
                    results[name].update(found)
        _judged_by_callers(results)
        return {
            m.change.path: [
                _outcome(
                    m.change.path,
                    f,
                    failed.get((m.name, f.qualname)),
                    results.get(m.name, {}).get(f.qualname),
                    folder,
                    settings,
                    display,
                )
                for f in m.functions
            ]
            for m in modules
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _judged_by_callers(results: dict) -> None:
    """A helper whose rewrite fails under jit on the original's argument kinds only because its
    callers, rewritten too, now give it others (SHP001 made `rows(x, n)` return a host int, and
    its callers compute `n` on the host): VERIFIED by its callers. In `results` (module ->
    qualname -> the worker's verdict), a NOT-JITTABLE function becomes VERIFIED when its rewrite
    was bitwise equal to the original eagerly on every call recorded in the original's run
    (`eager`: the inputs the original program really used), every call of that run, recorded or
    not, was made by a changed function of the batch (`callers`: none from unchanged code, an
    example or a test, which still give it what they gave), and each of those callers is
    VERIFIED, its rewrite having run the helper's rewrite under jit (`reached`: traced inside it,
    with what it now gives it) and equalled the original. Anything less leaves it NOT-JITTABLE."""
    for module, verdicts in results.items():
        for qualname, verdict in verdicts.items():
            callers = verdict.get("callers") or [None]
            if verdict["status"] != "NOT-JITTABLE" or not verdict.get("eager") or None in callers:
                continue
            found = [results.get(name, {}).get(caller) for name, caller in callers]
            if not all(
                v is not None
                and v["status"] == "VERIFIED"
                and [module, qualname] in v.get("reached", [])
                for v in found
            ):
                continue
            named = ", ".join(f"`{name}.{caller}`" for name, caller in callers)
            failed, oracle, which = verdict["detail"].rpartition(" (oracle: ")
            verdicts[qualname] = {
                **verdict,
                "status": "VERIFIED",
                "calls": verdict["eager"],
                "detail": f"{_count(verdict['eager'], 'call')}: bitwise equal eagerly; under jit it"
                f" fails on the arguments its callers gave the original ({failed or which}), and"
                f" its callers, rewritten, give it others: it ran under jit inside {named}, each"
                f" verified{oracle and oracle + which}",
            }


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _configured(plans, settings: Settings) -> list[dict]:
    """The configured programs (`Settings.programs`, `parse_program`), but for a script that is a
    changed module run without arguments: its own `PROGRAM` outcome is that run."""
    own = {
        str(Path(change.path).resolve())
        for change, functions, _, _ in plans
        if any(f.qualname == PROGRAM for f in functions)
    }
    found = [parse_program(text, settings.tests_root) for text in settings.programs]
    return [p for p in found if not ("script" in p and p["script"] in own and not p["argv"])]


def _context_overlay(
    context: Sequence[Change], modules: list[_Module], folder: Path, roots: list[str], display
) -> dict[str, list[dict]]:
    """Overlay entries, per side, for the changes of the run outside the batch's modules: a
    module whose change adds only a function (a host twin, `cols_static`) has nothing to verify,
    and one of another batch is verified there, but the batch's modules import them: the
    original side the originals, the rewrite side the rewrites (`model.py` importing the twin
    its rewritten `features.py` gained)."""
    taken = {m.name for m in modules}
    found: dict[str, list[dict]] = {"record": [], "replay": []}
    for index, change in enumerate(context):
        name, root = module_of(change.path)
        if (
            name in taken
            or not all(part.isidentifier() for part in name.split("."))
            or "." in Path(change.path).stem
        ):
            continue
        taken.add(name)
        if root not in roots:
            roots.append(root)
        trees = [t for t in (_parsed(change.old), _parsed(change.new)) if t is not None]
        imports = sorted(set().union(*map(_import_names, trees)))
        for side, text in (("record", change.old), ("replay", change.new)):
            copy = folder / side / "context" / str(index) / Path(change.path).name
            copy.parent.mkdir(parents=True)
            copy.write_bytes(text)
            found[side].append(_entry(name, str(copy), change.path, imports, display))
    return found


def _importer_runs(
    importers: Sequence[dict], modules: list[_Module], folder: Path, roots: list[str], display
) -> tuple[list[dict], list[dict]]:
    """The record process's entries for the unchanged programs `importers`: run as `__main__`
    (then `main()`) from a copy of each, recording; their overlay entries (the copies)."""
    taken = {m.name for m in modules}
    runs, overlay = [], []
    for index, program in enumerate(importers):
        name, root = module_of(program["path"])
        if name in taken:
            continue
        try:
            text = Path(program["path"]).read_bytes()
        except OSError:
            continue
        taken.add(name)
        if root not in roots:
            roots.append(root)
        copy = folder / "importer" / str(index) / Path(program["path"]).name
        copy.parent.mkdir(parents=True)
        copy.write_bytes(text)
        overlay.append(_entry(name, str(copy), program["path"], (), display))
        shown = overlay[-1]["display"]
        runs.append(
            {
                "name": name,
                "run_main": True,
                "main": program["main"],
                "importer": shown,
                "reaches": [m.name for m in modules if m.name in program["reaches"]],
                "functions": [],
                "examples": {},
                "annotated": {},
            }
        )
    return runs, overlay


def _example_only(modules: list[_Module], settings: Settings, roots: list[str]) -> list[dict]:
    """Unchanged modules that examples are given for: imported from the tree (no `__main__` run),
    their examples run in the record process to record the calls they make to changed functions;
    not those named as a module of the batch (`_batches`)."""
    changed = {str(Path(m.change.path).resolve()) for m in modules}
    taken = {m.name for m in modules}
    found: dict[str, dict] = {}
    for path, qualname in settings.examples:
        if path in changed:
            continue
        name, root = module_of(path)
        if name in taken or not all(part.isidentifier() for part in name.split(".")):
            continue  # `a/train.py`'s examples would run `b/train.py` of the batch
        if root not in roots:
            roots.append(root)
        entry = found.setdefault(
            name,
            {"name": name, "run_main": False, "functions": [], "examples": {}, "annotated": {}},
        )
        entry["examples"][qualname] = list(settings.examples[path, qualname])
    return list(found.values())


def _link_states(modules: list[_Module]) -> None:
    """Keys kept in another changed module: a function whose rewrite takes `key` first (or
    several such keys, its leading parameters), where the module it is in has no such global but
    exactly one other changed module keeps `key` global, is threaded from that module's `key`
    (`"pkg.rng:key"`); a function reading `rng.key` (`rng` that module, or `pkg.rng.key` through
    `import pkg.rng`) has it as state."""
    kept: dict[str, list[str]] = {}  # global name -> modules whose functions declare it `global`
    for m in modules:
        for name in _declared_globals(m.old_tree):
            kept.setdefault(name, []).append(m.name)
    for m in modules:
        place = Project.of(m.change.path)
        imported = {
            alias: place.absolute(dotted)
            for tree in (m.old_tree, m.new_tree)
            for alias, dotted in Names.of(tree).imported.items()
        }
        definitions = {**_definitions(m.old_tree), **_definitions(m.new_tree)}
        linked = []
        for f in m.functions:
            threaded, state = f.threaded, set(f.state)
            node = definitions.get(f.qualname)
            if node is not None and not f.threaded and f.qualname != MODULE:
                for at, parameter in enumerate(node.args.posonlyargs + node.args.args):
                    # the leading parameters, each one of another module's keys
                    owners = [n for n in kept.get(parameter.arg, []) if n != m.name]
                    if parameter.arg in f.state:
                        break
                    if len(owners) == 1:
                        label = f"{owners[0]}:{parameter.arg}"
                    else:
                        label = _passed_key(m, f.qualname, parameter.arg, at, imported, kept)
                    if label is None:
                        break
                    threaded += (label,)
                    state.add(label)
            if node is not None:
                for attribute in (n for n in ast.walk(node) if isinstance(n, ast.Attribute)):
                    owner, rest = attribute.value, []
                    while isinstance(owner, ast.Attribute):  # `pkg.rng.key`: `import pkg.rng`
                        owner, rest = owner.value, [owner.attr, *rest]
                    if isinstance(owner, ast.Name) and owner.id in imported:
                        module = ".".join([imported[owner.id], *rest])
                        if module in kept.get(attribute.attr, []):
                            state.add(f"{module}:{attribute.attr}")
            linked.append(replace(f, threaded=threaded, state=tuple(sorted(state))))
        m.functions = linked


def _passed_key(
    m: _Module, qualname: str, parameter: str, at: int, imported: dict, kept: dict
) -> str | None:
    """`"pkg.rng:key"` when `parameter`, the new parameter at the index `at` of the function
    `qualname` (one the original had not), is given another module's global key at every call of
    the rewritten module (`_shift(M.key, x)`: a key threaded under a name of its own,
    `model_key`)."""
    old = _definitions(m.old_tree).get(qualname)
    if old is None or parameter in {a.arg for a in ast.walk(old.args) if isinstance(a, ast.arg)}:
        return None
    given = set()
    for call in ast.walk(m.new_tree):
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name):
            if call.func.id != qualname:
                continue
            given_at = call.args[at] if len(call.args) > at else None
            if not (isinstance(given_at, ast.Attribute) and isinstance(given_at.value, ast.Name)):
                return None
            given.add((imported.get(given_at.value.id), given_at.attr))
    if len(given) != 1:
        return None
    [(module, name)] = given
    return f"{module}:{name}" if module in kept.get(name, []) and module != m.name else None


def _declared_globals(tree: ast.Module) -> set[str]:
    """The names the module's functions declare `global`, nested ones too (a `fori_loop` body
    defined in a function splits the module's key as a module-level function does)."""
    return {
        name
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        for name in _globals(node)
    }


def _knobs(settings: Settings) -> dict:
    return {
        "calls_per_function": settings.calls_per_function,
        "driver_timeout": settings.driver_timeout,
        "tolerance": settings.tolerance,
        "cross_tolerance": settings.cross_tolerance,
        "tests": list(settings.tests),
        "tests_root": str(Path(settings.tests_root).resolve()),
        "tests_timeout": settings.tests_timeout,
        "repro_budget": settings.repro_budget,
        "repro_total": settings.repro_total,
    }


def _overlay(module: _Module, side: str, display) -> dict:
    return _entry(module.name, module.files[side], module.change.path, module.imports, display)


def _entry(name: str, copy: str, path: str, imports, display) -> dict:
    """The overlay entry (`worker.Overlay`) importing the module `name` of the file `path` from
    its copy `copy`; `imports`: the names its imports bind, not public values."""
    real = Path(path).resolve()
    return {
        "name": name,
        "file": copy,
        "display": display(path),
        "source": str(real),
        "package_dir": str(real.parent) if real.name == "__init__.py" else None,
        "imports": list(imports),
    }


_WHOLE_RUN_WEIGHT = (
    20  # a module's run as __main__, or the tests, cost about as much as this many functions
)


def _shards(units: list, count: int) -> list[list]:
    """The units spread over `count` replay processes of about equal work: whole runs (`PROGRAM`,
    `TESTS`) first, each weighing `_WHOLE_RUN_WEIGHT` functions, then the functions, each to the
    lightest process; every process gets at least one unit."""
    heavy = [u for u in units if _whole(u[1].qualname)]
    light = [u for u in units if not _whole(u[1].qualname)]
    parts: list[list] = [[] for _ in range(count)]
    load = [0] * count
    for unit in heavy + light:
        lightest = min(range(count), key=lambda i: (load[i], i))
        parts[lightest].append(unit)
        load[lightest] += _WHOLE_RUN_WEIGHT if _whole(unit[1].qualname) else 1
    return [part for part in parts if part]


def _whole(qualname: str) -> bool:
    """A whole run's outcome: a module's own run, a configured program (`<program LABEL>`), the tests."""
    return qualname in (PROGRAM, TESTS) or qualname.startswith(PROGRAM[:-1] + " ")


def _by_module(units: list[tuple[_Module, Function]]) -> list[tuple[_Module, list[Function]]]:
    grouped: dict[str, tuple[_Module, list[Function]]] = {}
    for module, function in units:
        grouped.setdefault(module.name, (module, []))[1].append(function)
    return list(grouped.values())


def _annotated(tree: ast.Module, functions: list[Function]) -> dict[str, list[str]]:
    imported = Names.of(tree).imported
    found = {
        f.qualname: annotated_inputs(tree, imported, f.qualname)
        for f in functions
        if f.qualname.isidentifier()
    }
    return {qualname: inputs for qualname, inputs in found.items() if inputs}


def _examples(path: str, settings: Settings) -> dict[str, list[str]]:
    """The examples given for functions of this file, changed or not (they may call changed ones)."""
    real = str(Path(path).resolve())
    return {
        qualname: list(found)
        for (file, qualname), found in settings.examples.items()
        if file == real
    }


def _child_environment(settings: Settings) -> dict[str, str]:
    """What the child processes' environment adds to (or changes in) this one's."""
    return {
        "JAX_PLATFORMS": os.environ.get("JAX_PLATFORMS", "cpu"),
        "PYTHONDONTWRITEBYTECODE": "1",
        "OMNIFIX_VERIFY_MEMORY_MB": str(settings.memory_mb),  # the worker caps itself first thing
    }


def _run_workers(specs: list[dict], folder: Path, settings: Settings) -> list[str | None]:
    """Runs one worker per spec, all at once; for each, None when it finished, else why not."""
    if settings.cluster is not None:
        return _run_on_cluster(specs, folder, settings)
    running = []
    env = {**os.environ, **_child_environment(settings)}
    for spec in specs:
        python = _interpreter(spec, settings)
        job = folder / f"{Path(spec['result']).stem}.job.json"
        job.write_text(json.dumps(spec))
        log = job.with_suffix(".log")
        try:
            with open(log, "wb") as output:
                process = subprocess.Popen(
                    [python, str(WORKER), str(job)],
                    stdin=subprocess.DEVNULL,
                    stdout=output,
                    stderr=output,
                    cwd=spec["cwd"],
                    env=env,
                )
        except OSError as error:
            running.append((spec, None, log, f"cannot run {python}: {error.strerror or error}"))
            continue
        running.append((spec, process, log, None))
    deadline = time.monotonic() + settings.timeout
    verdicts = []
    for spec, process, log, fatal in running:
        if process is not None:
            try:
                process.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                fatal = f"timed out after {settings.timeout:g} s"
            else:
                fatal = _finished(spec, process.returncode, log)
        verdicts.append(fatal)
    return verdicts


def _interpreter(spec: dict, settings: Settings) -> str:
    """The original (record, recheck) runs under `oracle_python` when one is given, the rewrite under `python`."""
    return (
        settings.oracle_python
        if spec["mode"] in ("record", "recheck") and settings.oracle_python
        else settings.python
    )


def _run_on_cluster(specs: list[dict], folder: Path, settings: Settings) -> list[str | None]:
    """`_run_workers` on the Dask workers: one task per spec, which gets the files of `folder` the
    spec reads and sends back those the child wrote; then the same verdicts from them."""
    env = {
        **{name: value for name, value in os.environ.items() if name.startswith(("JAX_", "XLA_"))},
        **_child_environment(settings),
    }
    calls = []
    for spec in specs:
        job = folder / f"{Path(spec['result']).stem}.job.json"
        job.write_text(json.dumps(spec))
        inputs = {
            os.path.relpath(path, folder): Path(path).read_bytes()
            for path in _paths_in(spec, folder)
            if os.path.isfile(path)
        }
        calls.append(
            (
                _interpreter(spec, settings),
                str(WORKER),
                spec,
                str(folder),
                inputs,
                env,
                settings.timeout,
            )
        )
    verdicts = []
    for spec, (fatal, returncode, output, written) in zip(
        specs, settings.cluster.run(_child_on_worker, calls)
    ):
        log = folder / f"{Path(spec['result']).stem}.job.log"
        log.write_bytes(output)
        for name, data in written.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(data)
        verdicts.append(fatal or _finished(spec, returncode, log))
    return verdicts


def _paths_in(value, folder: Path) -> list[str]:
    """The strings in a spec that name something inside `folder`."""
    if isinstance(value, dict):
        return [p for item in value.values() for p in _paths_in(item, folder)]
    if isinstance(value, list):
        return [p for item in value for p in _paths_in(item, folder)]
    if isinstance(value, str) and (value == str(folder) or value.startswith(str(folder) + os.sep)):
        return [value]
    return []


def _moved(value, old: str, new: str):
    """The spec with every path inside the folder `old` made the same path inside `new`."""
    if isinstance(value, dict):
        return {key: _moved(item, old, new) for key, item in value.items()}
    if isinstance(value, list):
        return [_moved(item, old, new) for item in value]
    if isinstance(value, str) and (value == old or value.startswith(old + os.sep)):
        return new + value[len(old) :]
    return value


def _child_on_worker(
    python: str,
    script: str,
    spec: dict,
    folder: str,
    inputs: dict[str, bytes],
    env: dict[str, str],
    timeout: float,
) -> tuple[str | None, int, bytes, dict[str, bytes]]:
    """On a Dask worker: one child process of a batch (`python script JOB`), in a temporary folder
    standing for `folder`, holding `inputs` (paths relative to it); returns why it did not finish
    (None when it did), its exit code, its output, and the files of the spec it wrote."""
    here = tempfile.mkdtemp(prefix="omnifix-verify-")
    try:
        moved = _moved(spec, folder, here)
        for name, data in inputs.items():
            target = Path(here, name)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        Path(moved["cwd"]).mkdir(parents=True, exist_ok=True)
        job = Path(here, f"{Path(moved['result']).stem}.job.json")
        job.write_text(json.dumps(moved))
        log = job.with_suffix(".log")
        fatal = None
        with open(log, "wb") as output:
            try:
                process = subprocess.Popen(
                    [python, script, str(job)],
                    stdin=subprocess.DEVNULL,
                    stdout=output,
                    stderr=output,
                    cwd=moved["cwd"],
                    env={**os.environ, **env},
                )
            except OSError as error:
                return f"cannot run {python}: {error.strerror or error}", -1, b"", {}
            try:
                process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                fatal = f"timed out after {timeout:g} s"
        made = (
            Path(moved["repro"]) if moved.get("repro") else None
        )  # the repro bundles the worker wrote
        bundles = sorted(map(str, made.rglob("*"))) if made is not None and made.is_dir() else []
        written = {
            os.path.relpath(path, here): Path(path).read_bytes()
            for path in _paths_in(moved, Path(here)) + bundles
            if os.path.isfile(path) and os.path.relpath(path, here) not in inputs
        }
        return fatal, process.returncode, log.read_bytes(), written
    finally:
        shutil.rmtree(here, ignore_errors=True)


def _finished(spec: dict, returncode: int, log: Path) -> str | None:
    result = Path(spec["result"])
    if returncode != 0 or not result.is_file():
        tail = log.read_text(errors="replace").strip().splitlines()[-1:] or ["no output"]
        return f"the {spec['mode']} process failed (exit {returncode}): {tail[0]}"
    return json.loads(result.read_text()).get("fatal")


def _outcome(
    path: str,
    function: Function,
    fatal: str | None,
    result: dict | None,
    folder: Path,
    settings: Settings,
    display,
) -> Outcome:
    old = {"original_line": function.old_line}
    if fatal or result is None:
        why = fatal or "no result from the worker"
        return Outcome(path, function.qualname, function.line, Status.ERROR, why, **old)
    detail, repro = result["detail"], None
    if result.get("bundle"):
        made, why = folder / "repro" / result["bundle"], "(not written)"
        try:
            repro = display(_keep_bundle(made, settings)) + "/" if made.is_dir() else None
        except OSError as error:
            why = f"(cannot be written in {settings.repro_dir}: {error.strerror or error})"
        detail = detail.replace("{bundle}", repro or why)
    return Outcome(
        path,
        function.qualname,
        function.line,
        Status(result["status"]),
        detail,
        result["calls"],
        repro,
        result.get("cause"),
        **old,
    )


def _keep_bundle(made: Path, settings: Settings) -> str:
    """The bundle the worker wrote in the batch's folder, moved to `settings.repro_dir` (an older
    bundle of the same function replaced); its new path."""
    target = Path(settings.repro_dir).resolve() / made.name
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(made, target)
    return str(target)


def reproduce(
    path: str,
    qualname: str,
    arguments: Sequence[str],
    settings: Settings,
    display=lambda path: path,
) -> Outcome:
    """The function `qualname` of the file `path`, as it is, run eagerly and under `jax.jit` by
    the machinery of `verify` (the file stands for both the original and the rewrite), on the
    calls `arguments` gives (argument expressions, as examples are) or, without them, on the
    inputs verification would find; an XLA-ERROR gets its repro bundle."""
    text = Path(path).read_bytes()
    tree = ast.parse(text)
    node = _definitions(tree).get(qualname)
    if node is None:
        raise LookupError(f"{display(path)} has no top-level function or method {qualname}")
    function = Function(
        qualname,
        _first_line(node),
        _first_line(node),
        node.lineno,
        tuple(sorted(_globals(node))),
        alone=True,
    )
    if arguments:
        settings = replace(
            settings, examples={(str(Path(path).resolve()), qualname): tuple(arguments)}, tests=()
        )
    change = Change(path, text, text)
    [outcome] = _run_batch(
        [(change, [function], tree, tree)], settings, display, run_main=not arguments, whole=False
    )[path]
    return outcome
