"""A repro bundle for an XLA failure: what a JAX bug report needs, made without the user's code.

Worker side (like `worker.py`, it imports only the standard library, numpy and jax: it runs in the
child process that met the failure, under the interpreter `--python` names). `bundle()` takes the
function that failed under `jax.jit` and the arguments it failed on, and writes into a folder:

- `repro.py` + `inputs.npz`: the staged-out computation as a `jax.export` artifact (StableHLO
  bytecode, embedded in base64) called on the arguments' arrays; it runs with only jax installed
  (the `Exported` is built from its fields: no `flatbuffers` needed), custom calls allowed by
  `DisabledSafetyCheck.custom_call`. Without `inputs.npz` beside it, it runs on zeros of the same
  shapes and dtypes (enough for a compile failure).
- `jaxpr.txt`, `stablehlo.mlir`, `hlo.txt` (XLA's HLO before optimization) and `hlo.optimized.txt`
  (after it: when running failed, from the compiled computation; when compiling failed after the
  optimization passes, from XLA's dump of `repro.py`'s run); `error.txt` (the traceback);
  `environment.txt` (`jax.print_environment_info()`).
- `jaxpr.min.txt`, `repro_min.py` + `inputs_min.npz`: the jaxpr (call-like equations such as
  nested `jit` and custom derivatives inlined) reduced by delta debugging over its equations while
  the same error (same type, same first line of message up to numbers) still occurs. A value whose
  equation is removed becomes an input: the value an eager run of the equations gave, else zeros.
  The equations that fail alone, eagerly, with the same error are tried first.
- `ISSUE.md`: JAX's bug-report template (`.github/ISSUE_TEMPLATE/bug-report.yml`: a description
  with self-contained code, then the output of `jax.print_environment_info()`), filled in.

Both scripts are then run, each in a fresh interpreter in an empty folder, to check that they raise
the same error; `bundle()` returns what was found, for the outcome line.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
import traceback
from pathlib import Path

import jax
import jax.extend as jex
import jax.numpy as jnp
import numpy as np

XLA_ERRORS = tuple(
    e
    for e in (getattr(jax.errors, n, None) for n in ("JaxRuntimeError", "XlaRuntimeError"))
    if e is not None
)
_INLINED = {
    "pjit": "jaxpr",
    "jit": "jaxpr",
    "closed_call": "call_jaxpr",
    "core_call": "call_jaxpr",
    "custom_jvp_call": "call_jaxpr",
    "custom_vjp_call": "call_jaxpr",
    "custom_vjp_call_jaxpr": "fun_jaxpr",
    "checkpoint": "jaxpr",
    "remat": "jaxpr",
}


def is_xla_error(error: BaseException) -> bool:
    """An error XLA raised compiling or running a computation (not one raised while tracing)."""
    return isinstance(error, XLA_ERRORS)


def signature(error: BaseException) -> tuple[str, str]:
    """What makes two errors "the same": the type's name and the message's first line, numbers masked."""
    lines = str(error).strip().splitlines()
    return type(error).__name__, re.sub(r"\d+", "N", lines[0] if lines else "")


def _describe(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}"


# --- the staged-out computation ----------------------------------------------------------------------


def _is_key(value) -> bool:
    return hasattr(value, "dtype") and jnp.issubdtype(value.dtype, jax.dtypes.prng_key)


class Staged:
    """`function(*args, **kwargs)` under `jax.jit` with the arguments `static` (positions and
    keyword names, as verification chose them) static: its dynamic leaves, and a flat function of them."""

    def __init__(self, function, args: tuple, kwargs: dict, static: tuple) -> None:
        self.static, self.static_names = set(static[0]), set(static[1])
        dynamic = (
            [a for i, a in enumerate(args) if i not in self.static],
            {k: v for k, v in kwargs.items() if k not in self.static_names},
        )
        self.leaves, self.tree = jax.tree_util.tree_flatten(dynamic)
        self.function, self.args, self.kwargs = function, args, kwargs
        self.jitted = jax.jit(self.flat)

    def flat(self, *leaves):
        dyn_args, dyn_kwargs = jax.tree_util.tree_unflatten(self.tree, leaves)
        pending = iter(dyn_args)
        args = [a if i in self.static else next(pending) for i, a in enumerate(self.args)]
        kwargs = {k: v if k in self.static_names else dyn_kwargs[k] for k, v in self.kwargs.items()}
        return tuple(jax.tree_util.tree_leaves(self.function(*args, **kwargs)))


# --- the jaxpr as a flat list of operations ----------------------------------------------------------


@dataclasses.dataclass
class Op:
    primitive: object
    params: dict
    inputs: list  # ("var", id) or ("const", value)
    outputs: list  # var ids; None for a dropped output
    ctx: object = None


@dataclasses.dataclass
class Program:
    inputs: list[int]
    ops: list[Op]
    outputs: list
    avals: dict


def flatten(closed) -> Program:
    """A closed jaxpr as a `Program`, call-like equations (nested `jit`, custom derivatives,
    checkpoints) replaced by their bodies, so that delta debugging sees every equation."""
    avals: dict = {}
    counter = [0]

    def fresh(aval) -> int:
        counter[0] += 1
        avals[counter[0]] = aval
        return counter[0]

    ops: list[Op] = []

    def walk(jaxpr, env: dict) -> None:
        def read(atom):
            return ("const", atom.val) if isinstance(atom, jex.core.Literal) else env[atom]

        for eqn in jaxpr.eqns:
            inputs = [read(a) for a in eqn.invars]
            inner = _body(eqn)
            if inner is not None:
                body, consts = inner
                names = list(body.constvars) if consts is None else []
                local = (
                    dict(zip(body.constvars, [("const", c) for c in consts]))
                    if consts is not None
                    else {}
                )
                local.update(zip(names + list(body.invars), inputs))
                walk(body, local)
                for outer, atom in zip(eqn.outvars, body.outvars):
                    if not isinstance(outer, jex.core.DropVar):
                        env[outer] = (
                            ("const", atom.val)
                            if isinstance(atom, jex.core.Literal)
                            else local[atom]
                        )
                continue
            outputs = []
            for var in eqn.outvars:
                if isinstance(var, jex.core.DropVar):
                    outputs.append(None)
                else:
                    env[var] = ("var", fresh(var.aval))
                    outputs.append(env[var][1])
            ops.append(
                Op(eqn.primitive, dict(eqn.params), inputs, outputs, getattr(eqn, "ctx", None))
            )

    jaxpr = closed.jaxpr
    env = dict(zip(jaxpr.constvars, [("const", c) for c in closed.consts]))
    inputs = []
    for var in jaxpr.invars:
        env[var] = ("var", fresh(var.aval))
        inputs.append(env[var][1])
    walk(jaxpr, env)
    outputs = [
        ("const", a.val) if isinstance(a, jex.core.Literal) else env[a] for a in jaxpr.outvars
    ]
    return Program(inputs, ops, outputs, avals)


def _body(eqn):
    """The body of a call-like equation, `(jaxpr, consts)` (consts None: its constvars are the
    equation's first inputs), or None to keep the equation as it is."""
    name = _INLINED.get(eqn.primitive.name)
    body = eqn.params.get(name) if name else None
    if isinstance(body, jex.core.ClosedJaxpr) and len(body.jaxpr.invars) == len(eqn.invars):
        return body.jaxpr, list(body.consts)
    if isinstance(body, jex.core.Jaxpr) and len(body.constvars) + len(body.invars) == len(
        eqn.invars
    ):
        return body, None
    return None


def _bind(op: Op, values: list):
    params = op.primitive.get_bind_params(op.params)
    subfuns = []
    if isinstance(params, tuple):  # older JAX: (subfuns, params)
        subfuns, params = params
    manager = getattr(op.ctx, "manager", None)
    if manager is not None:
        with manager:
            out = op.primitive.bind(*subfuns, *values, **params)
    else:
        out = op.primitive.bind(*subfuns, *values, **params)
    return list(out) if op.primitive.multiple_results else [out]


@dataclasses.dataclass(eq=False)  # hashable: `jax.jit` takes it as the function
class Piece:
    """Some of a program's operations, in order: `inputs` the vars they read that none of them
    makes, `outputs` what they make that none of them reads after, and the program's outputs."""

    program: Program
    kept: tuple[int, ...]

    def __post_init__(self) -> None:
        made: set = set()
        self.inputs: list[int] = []
        for index in self.kept:
            op = self.program.ops[index]
            for kind, value in op.inputs:
                if kind == "var" and value not in made and value not in self.inputs:
                    self.inputs.append(value)
            made.update(v for v in op.outputs if v is not None)
        wanted = {v for kind, v in self.program.outputs if kind == "var"}
        consumed_later: set = set()
        self.outputs = []
        for index in reversed(self.kept):
            op = self.program.ops[index]
            for var in op.outputs:
                if (
                    var is not None
                    and (var in wanted or var not in consumed_later)
                    and var not in self.outputs
                ):
                    self.outputs.insert(0, var)
            consumed_later.update(v for kind, v in op.inputs if kind == "var")

    def __call__(self, *values):
        env = dict(zip(self.inputs, values))
        for index in self.kept:
            op = self.program.ops[index]
            out = _bind(op, [env[v] if kind == "var" else v for kind, v in op.inputs])
            env.update((var, value) for var, value in zip(op.outputs, out) if var is not None)
        return tuple(env[v] for v in self.outputs)


def _zeros(aval):
    if jnp.issubdtype(aval.dtype, jax.dtypes.prng_key):
        impl = aval.dtype._impl
        return jax.random.wrap_key_data(
            jnp.zeros(aval.shape + tuple(impl.key_shape), jnp.uint32), impl=impl
        )
    return jnp.zeros(aval.shape, aval.dtype)


def eager_values(
    program: Program, inputs: list, want: tuple[str, str], deadline: float
) -> tuple[dict, list[int]]:
    """The value of every var, running the operations one by one eagerly (zeros where one fails or
    time runs out), and the operations that fail alone with the error `want`."""
    values = dict(zip(program.inputs, inputs))
    failing = []
    for index, op in enumerate(program.ops):
        try:
            if time.monotonic() > deadline:
                raise TimeoutError
            out = _bind(op, [values[v] if kind == "var" else v for kind, v in op.inputs])
            jax.block_until_ready(out)
        except Exception as error:  # noqa: BLE001
            if is_xla_error(error) and signature(error) == want:
                failing.append(index)
            out = [_zeros(program.avals[v]) if v is not None else None for v in op.outputs]
        values.update((var, value) for var, value in zip(op.outputs, out) if var is not None)
    return values, failing


def fails_the_same(piece: Piece, values: dict, want: tuple[str, str]) -> bool:
    """Whether the piece, under `jax.jit`, fails with the error `want`."""
    if not piece.outputs:
        return False
    try:
        jax.block_until_ready(jax.jit(piece)(*[values[v] for v in piece.inputs]))
    except Exception as error:  # noqa: BLE001
        return is_xla_error(error) and signature(error) == want
    return False


def minimize(
    program: Program, values: dict, want: tuple[str, str], first: list[int], deadline: float
) -> tuple[tuple[int, ...], bool]:
    """Delta debugging (Zeller's ddmin) over the program's operations: a 1-minimal set of them that
    still fails the same way, and whether it finished before `deadline`."""
    tried: dict = {}

    def test(kept) -> bool:
        kept = tuple(sorted(kept))
        if kept not in tried:
            tried[kept] = fails_the_same(Piece(program, kept), values, want)
        return tried[kept]

    for index in first:  # an operation failing alone, eagerly, the same way: likely the culprit
        if test((index,)):
            return (index,), True
    items = list(range(len(program.ops)))
    granularity = 2
    while len(items) >= 2:
        if time.monotonic() > deadline:
            return tuple(items), False
        size = -(-len(items) // granularity)
        chunks = [items[i : i + size] for i in range(0, len(items), size)]
        for chunk in chunks:
            if test(chunk):
                items, granularity = chunk, 2
                break
        else:
            for i in range(len(chunks)):
                rest = [x for j, c in enumerate(chunks) if j != i for x in c]
                if test(rest):
                    items, granularity = rest, max(granularity - 1, 2)
                    break
            else:
                if granularity >= len(items):
                    break
                granularity = min(len(items), granularity * 2)
    return tuple(items), True


# --- the scripts ----------------------------------------------------------------------------------


class Unwritable(Exception):
    """A part of the exported computation that the script cannot spell out."""


def _flat_exported(function, leaves: list):
    """`function` (of `leaves`) exported with every input and output a plain array: typed keys go in
    and come out as their key data. Returns `(exported, data)`."""
    data, impls = [], []
    for leaf in leaves:
        if _is_key(leaf):
            data.append(np.asarray(jax.random.key_data(leaf)))
            impls.append(jax.random.key_impl(leaf))
        else:
            data.append(np.asarray(leaf))
            impls.append(None)

    def plain(*arrays):
        values = [
            jax.random.wrap_key_data(a, impl=impl) if impl is not None else a
            for a, impl in zip(arrays, impls)
        ]
        return tuple(
            jax.random.key_data(v) if _is_key(v) else v
            for v in jax.tree_util.tree_leaves(function(*values))
        )

    with _no_paths():
        text = jax.jit(plain).lower(*data).as_text()
        targets = sorted(set(re.findall(r"stablehlo\.custom_call @([\w.$-]+)", text)))
        checks = [jax.export.DisabledSafetyCheck.custom_call(t) for t in targets]
        return jax.export.export(jax.jit(plain), disabled_checks=checks)(*data), data


@contextlib.contextmanager
def _no_paths():
    """Lowering with source locations that name no file (the bytecode goes into an issue)."""
    settings = {
        "jax_include_full_tracebacks_in_locations": False,
        "jax_hlo_source_file_canonicalization_regex": ".*",
    }
    before = {}
    try:
        for name, value in settings.items():
            before[name] = getattr(jax.config, name)
            jax.config.update(name, value)
    except (AttributeError, KeyError):  # a JAX without these flags: locations as they are
        pass
    try:
        yield
    finally:
        for name, value in before.items():
            jax.config.update(name, value)


def _source(value) -> str:
    """A Python expression for one field of an `Exported` (the scripts' `MODULE` for its bytecode)."""
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, bytes):
        return "MODULE"
    if isinstance(value, (tuple, list)):
        return "(" + "".join(_source(v) + ", " for v in value) + ")"
    if callable(value) and not isinstance(value, type):
        return "None"  # `_get_vjp`: no derivatives in a repro
    if isinstance(value, jax.tree_util.PyTreeDef):
        return f"jax.tree_util.tree_structure({jax.tree_util.tree_unflatten(value, [0] * value.num_leaves)!r})"
    if type(value).__name__ == "ShapedArray":
        return f"core.ShapedArray({tuple(value.shape)!r}, jnp.dtype({value.dtype.name!r}), weak_type={bool(value.weak_type)})"
    if isinstance(value, jax.export.DisabledSafetyCheck):
        kind, _, name = str(value).partition(":")
        return (
            f"jax.export.DisabledSafetyCheck.custom_call({name!r})"
            if kind == "custom_call"
            else f"jax.export.DisabledSafetyCheck.{kind}()"
        )
    raise Unwritable(f"{type(value).__name__} {value!r:.80}")


def _saved(array: np.ndarray) -> np.ndarray:
    """An array as `np.savez` keeps it: a dtype numpy lacks (bfloat16, ...) as unsigned ints of its size."""
    return array if array.dtype.isbuiltin else array.view(f"u{array.dtype.itemsize}")


def write_script(
    folder: Path, name: str, inputs_name: str, exported, data: list, about: str
) -> None:
    fields = {f.name: getattr(exported, f.name) for f in dataclasses.fields(exported) if f.init}
    if fields.get("ordered_effects") or fields.get("unordered_effects"):
        raise Unwritable("the computation has effects")
    if any(
        s is not None
        for s in (*fields.get("in_shardings_hlo", ()), *fields.get("out_shardings_hlo", ()))
    ):
        raise Unwritable("the computation is sharded")
    arguments = ",\n".join(f"    {key}={_source(value)}" for key, value in fields.items())
    shapes = [(tuple(a.shape), a.dtype.name) for a in data]
    module = "\n".join(
        textwrap.wrap(base64.b64encode(exported.mlir_module_serialized).decode(), 96)
    )
    if name == "repro_min.py":
        (folder / "stablehlo.min.mlir").write_text(exported.mlir_module())
    np.savez(folder / inputs_name, **{f"arg{i}": _saved(a) for i, a in enumerate(data)})
    script = f'''\
"""{about}

Made by omnifix from a jaxpr, without the user's code: a `jax.export` artifact (the StableHLO
bytecode below, whose text is in {"stablehlo.min.mlir" if name == "repro_min.py" else "stablehlo.mlir"}) called under jax on the arrays of
{inputs_name} beside this file, or, without that file, on zeros of the same shapes and dtypes.
Needs only jax, the version environment.txt names (an `Exported`'s fields change between
versions): `python {name}`.
"""

import base64
import os
import sys

import numpy as np

import jax
import jax.numpy as jnp
from jax._src import core

MODULE = base64.b64decode("""
{module}
""")

INPUTS = {shapes!r}  # (shape, dtype) of each argument

EXPORTED = jax.export.Exported(
{arguments},
)


def inputs():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), {inputs_name!r})
    if not os.path.exists(path):
        print("{inputs_name} not found: running on zeros of the same shapes and dtypes", file=sys.stderr)
        return [np.zeros(shape, jnp.dtype(dtype)) for shape, dtype in INPUTS]
    with np.load(path) as saved:
        return [saved[f"arg{{i}}"].view(jnp.dtype(dtype)) for i, (_, dtype) in enumerate(INPUTS)]


if __name__ == "__main__":
    print(jax.block_until_ready(EXPORTED.call(*inputs())))
'''
    (folder / name).write_text(script)


_CHECK = """\
import json, runpy, sys
try:
    runpy.run_path(sys.argv[1], run_name="__main__")
except BaseException as error:
    lines = str(error).strip().splitlines()
    sys.stdout.write(json.dumps([type(error).__name__, lines[0] if lines else ""]))
"""


def reproduces(
    script: Path, want: tuple[str, str], timeout: float, dump: Path | None = None
) -> str | None:
    """None when the script, alone in an empty folder (its inputs file too) under a fresh
    interpreter, raises the error `want`; else what it did. With `dump`, XLA's HLO after its
    optimizations, when it got that far, is written there (`--xla_dump_to`)."""
    with tempfile.TemporaryDirectory(prefix="omnifix-repro-check-") as empty:
        for name in (script.name, _inputs_of(script)):
            if (script.parent / name).is_file():
                shutil.copy(script.parent / name, empty)
        env = dict(os.environ)
        if dump is not None:
            env["XLA_FLAGS"] = (
                f"{env.get('XLA_FLAGS', '')} --xla_dump_to={Path(empty, 'xla-dump')}".strip()
            )
        try:
            done = subprocess.run(
                [sys.executable, "-c", _CHECK, str(Path(empty, script.name))],
                cwd=empty,
                env=env,
                capture_output=True,
                text=True,
                timeout=timeout,
                stdin=subprocess.DEVNULL,
            )
        except subprocess.TimeoutExpired:
            return f"it ran for more than {timeout:g} s"
        optimized = sorted(Path(empty, "xla-dump").glob("*after_optimizations.txt"))
        if dump is not None and optimized:
            shutil.copy(optimized[-1], dump)
    if not done.stdout.strip():
        return "it raised nothing"
    kind, first = json.loads(done.stdout.strip().splitlines()[-1])
    if (kind, re.sub(r"\d+", "N", first)) == want:
        return None
    return f"it raised {kind}: {first}"


def _inputs_of(script: Path) -> str:
    return "inputs_min.npz" if script.stem.endswith("_min") else "inputs.npz"


# --- the bundle -------------------------------------------------------------------------------------


def bundle(
    folder: Path,
    title: str,
    function,
    args: tuple,
    kwargs: dict,
    static: tuple,
    error: BaseException,
    clean=lambda t: t,
    budget: float = 60.0,
    timeout: float = 60.0,
) -> dict:
    """Writes the bundle of `error`, raised by `function(*args, **kwargs)` under `jax.jit` with
    the arguments `static` (`(positions, keyword names)`) static, into `folder`; `title` names
    the function (`module.function`), `clean` turns temporary paths back
    into the user's in texts, `budget` bounds the minimization (seconds), `timeout` each check of a
    script. Returns `{"phase", "reproduced", "minimized", "notes"}`, or `{"phase": None}` when the
    error came from tracing or lowering (not XLA's)."""
    want = signature(error)
    staged = Staged(function, args, kwargs, static)
    try:
        traced = staged.jitted.trace(*staged.leaves)
        lowered = traced.lower()
    except Exception:  # noqa: BLE001 - the error arises before XLA: not XLA's
        return {"phase": None}
    folder.mkdir(parents=True, exist_ok=True)
    notes: list[str] = []
    (folder / "jaxpr.txt").write_text(clean(str(traced.jaxpr)) + "\n")
    (folder / "stablehlo.mlir").write_text(lowered.as_text())
    try:
        (folder / "hlo.txt").write_text(lowered.as_text(dialect="hlo"))
    except Exception as why:  # noqa: BLE001
        notes.append(f"no hlo.txt: {_describe(why)}")
    phase = "run"
    try:
        compiled = lowered.compile()
        (folder / "hlo.optimized.txt").write_text(compiled.as_text())
    except Exception as failure:  # noqa: BLE001
        phase = "compile"
        error = failure if is_xla_error(failure) else error
    (folder / "error.txt").write_text(
        clean(
            f"{title} under jax.jit: XLA failed to {phase} the staged-out computation\n\n"
            + "".join(traceback.format_exception(type(error), error, error.__traceback__))
        )
    )
    environment = jax.print_environment_info(return_string=True)
    (folder / "environment.txt").write_text(environment)
    about = f"{title} under jax.jit, staged out: XLA fails to {phase} it, {_describe(error)}"
    reproduced = {}
    try:
        exported, data = _flat_exported(staged.flat, staged.leaves)
        write_script(folder, "repro.py", "inputs.npz", exported, data, about)
        dump = (
            folder / "hlo.optimized.txt" if phase == "compile" else None
        )  # how far compilation got
        reproduced["repro.py"] = reproduces(folder / "repro.py", want, timeout, dump)
    except Exception as why:  # noqa: BLE001
        reproduced["repro.py"] = f"it could not be written: {_describe(why)}"
    deadline = time.monotonic() + budget
    program = flatten(traced.jaxpr)
    values, first = eager_values(program, staged.leaves, want, deadline)
    whole = tuple(range(len(program.ops)))
    kept, finished = (whole, True)
    minimized = None
    if fails_the_same(Piece(program, whole), values, want):
        kept, finished = minimize(program, values, want, first, deadline)
        if not finished:
            notes.append(f"minimization stopped after {budget:g} s")
        piece = Piece(program, kept)
        inputs = [values[v] for v in piece.inputs]
        (folder / "jaxpr.min.txt").write_text(clean(str(jax.make_jaxpr(piece)(*inputs))) + "\n")
        minimized = [len(kept), len(program.ops)]
        try:
            exported, data = _flat_exported(piece, inputs)
            write_script(
                folder,
                "repro_min.py",
                "inputs_min.npz",
                exported,
                data,
                f"{title}, minimized to {len(kept)} of {len(program.ops)} equations: XLA fails to {phase} it, {_describe(error)}",
            )
            reproduced["repro_min.py"] = reproduces(folder / "repro_min.py", want, timeout)
        except Exception as why:  # noqa: BLE001
            reproduced["repro_min.py"] = f"it could not be written: {_describe(why)}"
    else:
        notes.append(
            "the jaxpr, run equation by equation under jax.jit, does not fail the same way: no minimized repro"
        )
    _issue(folder, title, phase, error, environment, reproduced, minimized)
    return {"phase": phase, "reproduced": reproduced, "minimized": minimized, "notes": notes}


def _issue(
    folder: Path,
    title: str,
    phase: str,
    error: BaseException,
    environment: str,
    reproduced: dict,
    minimized,
) -> None:
    """ISSUE.md, the fields of JAX's bug-report form in order: title, description (with
    self-contained code), system info (`jax.print_environment_info()`)."""
    script = "repro_min.py" if reproduced.get("repro_min.py", "missing") is None else "repro.py"
    code = (
        (folder / script).read_text()
        if (folder / script).is_file()
        else "(no script reproduces it: see error.txt)"
    )
    jaxpr_file = "jaxpr.min.txt" if script == "repro_min.py" else "jaxpr.txt"
    jaxpr = (folder / jaxpr_file).read_text() if (folder / jaxpr_file).is_file() else ""
    size = (
        f" (reduced to {minimized[0]} of its {minimized[1]} equations)"
        if minimized and script == "repro_min.py"
        else ""
    )
    message = str(error).strip()
    text = f"""\
<!-- File at https://github.com/jax-ml/jax/issues/new?template=bug-report.yml after searching the
     existing issues for the error message. Attach {script} and {_inputs_of(folder / script)} (check first
     that these arrays may be shared: they are the values your function ran on), stablehlo.mlir and
     the rest of this folder as useful. Made by omnifix. -->

# BUG: XLA fails to {phase} a jitted computation: {_describe(error)[:120]}

## Description

`jax.jit` of a function (`{title}` in our code) lowers fine, then XLA fails to {phase} it on
{jax.default_backend()} with:

```
{type(error).__name__}: {message}
```

The function runs eagerly (under `jax.disable_jit()`) and gives the expected result. The script
below needs only jax; it calls the staged-out computation{size} as a `jax.export` artifact, on the
arrays of `{_inputs_of(folder / script)}` (zeros of the same shapes without it):

```python
{code.rstrip()}
```

Its jaxpr:

```
{jaxpr.rstrip()}
```

## System info (python version, jaxlib version, accelerator, etc.)

```
{environment.rstrip()}
```
"""
    (folder / "ISSUE.md").write_text(text)
