"""SHP001 behaviour on the installed JAX: the rewrites compute what the originals computed eagerly.

Convention: a golden input of `host-shape-math` that defines a module-level
`EXAMPLES = [("function", "arguments", "fails" | "works"), ...]` gets its examples run, each
kind of run in a fresh interpreter (JAX_PLATFORMS=cpu) over every such file:

- the input, eagerly under `jax.disable_jit()`: the oracle (the pre-omnistaging behaviour);
- the expected output under `jax.jit` and eagerly: both must equal the oracle exactly (same
  tree, shapes and dtypes, the same bytes, floats included);
- the input under `jax.jit`: it must fail with a `TypeError` or `IndexError` (every tracer
  error is one) when the example says "fails", else equal the oracle.

In a folder case, each module of the tree with `EXAMPLES` is imported from the tree's root (so its
imports of the other modules work), the input tree and the expected tree each in their own runs.

`arguments` is a Python expression evaluated with `jax` and `jnp` (jax.numpy) in scope.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from omnifix.engine import process_bytes, process_file
from omnifix.registry import all_codemods, find
from omnifix.results import Options
from tests.golden import cases
from tests.helpers import collect_json, start_script, tree

jax = pytest.importorskip("jax", reason="the verify extra (jax) is not installed")

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "JAX_PLATFORMS": "cpu"}
SHP = [c for c in cases() if c.codemod.CODE == "SHP001"]


def _entry(root: Path, path: Path) -> str:
    """`root::dotted.module` for a module of a tree."""
    parts = path.relative_to(root).with_suffix("").parts
    return f"{root}::{'.'.join(parts[:-1] if parts[-1] == '__init__' else parts)}"


# (case, input file, expected file, how the runner loads each: a path, or root::module in a tree)
WITH_EXAMPLES = [
    (
        case,
        source,
        target,
        _entry(case.input, source) if case.folder else str(source),
        _entry(case.expected, target) if case.folder else str(target),
    )
    for case in SHP
    if not case.noop
    for source, target in case.pairs()
    if b"EXAMPLES" in source.read_bytes()
]

RUNNER = """
import importlib, json, runpy, sys, traceback
import numpy as np
import jax, jax.numpy as jnp

def load(entry):
    if "::" not in entry:
        return runpy.run_path(entry, run_name="golden")
    root, name = entry.split("::")
    sys.path.insert(0, root)
    try:
        return vars(importlib.import_module(name))
    finally:
        sys.path.remove(root)
        for loaded in [m for m, v in sys.modules.items() if (getattr(v, "__file__", None) or "").startswith(root)]:
            del sys.modules[loaded]

mode, paths = sys.argv[1], sys.argv[2:]
results = {}
for path in paths:
    module = load(path)
    for index, (name, args, _) in enumerate(module["EXAMPLES"]):
        values = eval(f"({args},)", {"jax": jax, "jnp": jnp})
        function = module[name]
        try:
            if mode == "eager":
                with jax.disable_jit():
                    out = function(*values)
            else:
                out = jax.jit(function)(*values)
            leaves, tree = jax.tree_util.tree_flatten(out)
            arrays = [np.asarray(leaf) for leaf in leaves]
            result = {"tree": str(tree), "leaves": [(str(a.dtype), a.shape, a.tobytes().hex()) for a in arrays]}
        except Exception as error:
            result = {"error": type(error).__name__, "mro": [c.__name__ for c in type(error).__mro__],
                      "message": str(error)[:300]}
        results[f"{path}:{index}"] = result
print(json.dumps(results))
"""


def _examples(path: Path) -> list[tuple[str, str, str]]:
    for statement in ast.parse(path.read_bytes()).body:
        if isinstance(statement, ast.Assign) and [
            t.id for t in statement.targets if isinstance(t, ast.Name)
        ] == ["EXAMPLES"]:
            return ast.literal_eval(statement.value)
    return []


def _run(mode: str, paths: list[Path]) -> subprocess.Popen:
    return start_script(RUNNER, mode, paths)


@pytest.fixture(scope="module")
def runs():
    inputs = [entry for *_, entry, _ in WITH_EXAMPLES]
    expected = [entry for *_, entry in WITH_EXAMPLES]
    started = {
        "input-eager": _run("eager", inputs),
        "expected-jit": _run("jit", expected),
    }
    done = {k: collect_json(p) for k, p in started.items()}
    started = {"expected-eager": _run("eager", expected), "input-jit": _run("jit", inputs)}
    done.update({k: collect_json(p) for k, p in started.items()})
    return done


def test_every_rewriting_case_with_runnable_code_has_examples():
    assert len(WITH_EXAMPLES) >= 15
    assert any(case.folder for case, *_ in WITH_EXAMPLES)
    for case, source, target, *_ in WITH_EXAMPLES:
        assert _examples(source), case.id
        assert _examples(source) == _examples(target), f"{case.id}: EXAMPLES must not change"


@pytest.mark.parametrize(
    "example", WITH_EXAMPLES, ids=lambda e: e[0].id + (f"/{e[1].name}" if e[0].folder else "")
)
def test_rewrite_under_jit_equals_original_eagerly(example, runs):
    case, source, _, source_entry, target_entry = example
    for index, (name, args, under_jit) in enumerate(_examples(source)):
        oracle = runs["input-eager"][f"{source_entry}:{index}"]
        assert "error" not in oracle, f"{name}({args}) fails eagerly: {oracle}"
        for mode in ("expected-jit", "expected-eager"):
            got = runs[mode][f"{target_entry}:{index}"]
            assert got == oracle, f"{mode} {name}({args}):\n{got}\n!=\n{oracle}"
        original_jit = runs["input-jit"][f"{source_entry}:{index}"]
        if under_jit == "fails":
            assert "error" in original_jit, f"the original {name}({args}) should fail under jit"
            assert {"TypeError", "IndexError"} & set(original_jit["mro"]), original_jit
        else:
            assert original_jit == oracle


# Functions a rewrite changes that no example runs, and why. Every other one is run by an example
# (`test_rewrite_under_jit_equals_original_eagerly`), eagerly and under `jax.jit`: a rewrite
# reported fixed that still reads a tracer fails there.
NOT_RUN = {
    ("tuple_argument_old_jax", "flatten"): "`jnp.prod(x.shape)` raises on today's JAX, eagerly too",
    ("suppressed", "flat"): "a suppressed site stays: the function fails under `jit` by design",
    ("branch_and_loop_assignments", "branch"): "`if flag:` on an argument `jit` traces",
    ("helpers_in_import_cycle", "flat"): "run by `flatten` as `features.flat`, an attribute this "
    "check does not follow (a name import of it fails in the cycle); `--verify` runs it",
}


def _reached(case) -> tuple[set[str], set[str]]:
    """The functions of `case`'s expected modules whose text the rewrite changes, and those its
    examples reach: named in `EXAMPLES`, or read (called, wrapped by `jit`) by a function reached
    or by a module-level assignment of a name reached, in any module of the case (a method
    `Class.m` where its class is)."""
    changed, reads, reached = set(), {}, set()
    for source, target in case.pairs():
        before, after = source.read_text(), target.read_text()
        old = {name: ast.get_source_segment(before, n) for name, n in _functions(before)}
        tree = ast.parse(after)
        for name, node in _functions(after):
            if ast.get_source_segment(after, node) != old.get(name):
                changed.add(name)
            reads.setdefault(name, set()).update(
                n.id for n in ast.walk(node) if isinstance(n, ast.Name)
            )
            if "." in name:  # a method: reached where its class is (`ATTENTION = Attention(2)`)
                reads.setdefault(name.partition(".")[0], set()).add(name)
        for node in tree.body:
            if isinstance(node, ast.Assign):
                for target_name in node.targets:
                    if isinstance(target_name, ast.Name):
                        reads.setdefault(target_name.id, set()).update(
                            n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)
                        )
        reached.update(name for name, *_ in _examples(source))
    stack = list(reached)
    while stack:
        for name in reads.get(stack.pop(), ()):
            if name not in reached:
                reached.add(name)
                stack.append(name)
    return changed, reached


def _functions(source: str):
    """(name, node) of every function of `source`: a method as `Class.method`."""
    found, tree = [], ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            found += [
                (f"{node.name}.{n.name}", n)
                for n in node.body
                if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
            ]
    methods = {id(n) for _, n in found}
    found += [
        (n.name, n)
        for n in ast.walk(tree)
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and id(n) not in methods
    ]
    return found


def test_every_function_a_rewrite_changes_runs_under_jit():
    not_run = []
    for case in SHP:
        if case.noop:
            continue
        changed, reached = _reached(case)
        not_run += [
            (case.name, f) for f in sorted(changed - reached) if (case.name, f) not in NOT_RUN
        ]
    assert not not_run, f"add examples that run them (EXAMPLES): {not_run}"
    assert all(any(c.name == name for c in SHP) for name, _ in NOT_RUN)


def test_seed_ex1_is_fixed_by_apply_and_runs_under_jit(tmp_path):
    original = tmp_path / "original.py"
    fixed = tmp_path / "ex1.py"
    shutil.copy(ROOT / "examples/ex1.py", original)
    shutil.copy(ROOT / "examples/ex1.py", fixed)
    applied = subprocess.run(
        [sys.executable, "-m", "omnifix", "apply", "--select", "SHP001", str(fixed)],
        check=False,
        capture_output=True,
        text=True,
        env=ENV,
        cwd=tmp_path,
    )
    assert applied.returncode == 0, applied.stderr
    text = fixed.read_text()
    assert "size = math.prod(x.shape)" in text and "import math" in text and "jnp.prod" not in text
    for path in (original, fixed):
        path.write_text(path.read_text() + '\nEXAMPLES = [("ex1", "jnp.ones((3, 4))", "fails")]\n')
    eager, jitted, broken = _run("eager", [original]), _run("jit", [fixed]), _run("jit", [original])
    oracle, got, failed = collect_json(eager), collect_json(jitted), collect_json(broken)
    assert got[f"{fixed}:0"] == oracle[f"{original}:0"] and "error" not in oracle[f"{original}:0"]
    assert failed[f"{original}:0"]["error"] == "TypeError"


def test_select_tril_stays_byte_identical():
    result = process_file(str(ROOT / "examples/select_tril.py"), all_codemods(), Options())
    assert result.error is None and not result.changed and not result.findings


# The host equivalents of the table in the codemod's docstring, value for value. In a child
# process: this one forks (the runner, the CLI tests), which a process that imported jax must not.
HOST_CHECK = """
import math, warnings
import numpy as np
import jax.numpy as jnp
warnings.filterwarnings("ignore", "Explicitly requested dtype int64")
SHAPES = [(1,), (7,), (3, 4), (2, 3, 5), (1, 1, 1, 1), (0, 3), (4, 0, 2), (1023, 2049)]
for shape in SHAPES:
    a = jnp.array(shape)
    pairs = [
        (jnp.prod(a), math.prod(shape)), (jnp.prod(jnp.asarray(shape)), math.prod(shape)),
        (jnp.sum(a), sum(shape)), (jnp.max(a), max(shape)), (jnp.amax(a), max(shape)),
        (jnp.min(a), min(shape)), (jnp.amin(a), min(shape)),
        (a[0], shape[0]), (a[-1], shape[-1]), (jnp.prod(a[1:]), math.prod(shape[1:]) if shape[1:] else None),
        (np.prod(a), np.prod(shape)),
        # comprehensions and generators of a shape; sum, max and math.prod of jax scalars
        (jnp.prod(jnp.array([d * 2 for d in shape[1:]])), math.prod([d * 2 for d in shape[1:]]) if shape[1:] else None),
        (jnp.sum(jnp.array([i * d for i, d in enumerate(shape, 1)])), sum([i * d for i, d in enumerate(shape, 1)])),
        (jnp.sum(jnp.array([a - b for a, b in zip(shape, shape[::-1])])), sum([a - b for a, b in zip(shape, shape[::-1])])),
        (sum(jnp.int32(k) for k in shape), sum(k for k in shape)), (max(a - 1), max(i - 1 for i in shape)),
        (math.prod(a), math.prod(shape)),
    ]
    assert jnp.zeros(tuple(jnp.int32(d) for d in shape)).shape == jnp.zeros(tuple(d for d in shape)).shape
    assert [int(v) for v in list(jnp.int32(d) + 1 for d in shape if d > 1)] == list(d + 1 for d in shape if d > 1)
    for n in (shape[0], -shape[-1], shape[0] - 7):
        for d in (2, 3, -3, 5):
            pairs += [(jnp.int32(n) // d, n // d), (jnp.int32(n) % d, n % d), (jnp.array(n) * d - 1, n * d - 1)]
            pairs += [
                (jnp.minimum(n, d), min(n, d)), (jnp.maximum(d, n), max(d, n)),
                (jnp.floor_divide(n, d), n // d), (jnp.remainder(n, d), n % d), (jnp.mod(d, n or 1), d % (n or 1)),
                (jnp.where(n > d, n, d), n if n > d else d), (jnp.clip(n, d, 4), min(max(n, d), 4)),
                (jnp.ceil(n / d).astype(int), -(-n // d)), (jnp.floor(n / d).astype(int), n // d),
            ]
        pairs += [(jnp.abs(n), abs(n)), (jnp.absolute(n), abs(n)), (jnp.negative(n), -n)]
        pairs += [(jnp.asarray(n) ** 2, n**2), (-jnp.array(n), -n), (jnp.int64(n), n)]
    for device, host in pairs:
        if host is None:
            continue
        assert jnp.issubdtype(device.dtype, jnp.integer) and device.shape == (), (shape, device)
        assert int(device) == host, (shape, device, host)
    assert list(np.asarray(jnp.ones(a).shape)) == list(jnp.ones(shape).shape)
    # arange, flip, concatenate of static sequences: the same ints in the same order
    for args in ((len(shape),), (1, len(shape) + 1), (len(shape), -1, -1), (0, shape[0], 2)):
        assert list(np.asarray(jnp.arange(*args))) == list(range(*args)), args
    assert list(np.asarray(jnp.flip(a))) == list(shape[::-1])
    assert list(np.asarray(jnp.concatenate([a, jnp.arange(2)]))) == [*shape, *range(2)]
# below 2**24 float32 rounds a true division of ints back to the integer forms
for n in (2**24 - 1, -(2**24 - 1), 2**24 - 129, 2**23 + 1, 98_305):
    for d in (2, 3, 127, 128, -129, 4099):
        assert int(jnp.ceil(n / d)) == -(-n // d) and int(jnp.floor(n / d)) == n // d, (n, d)
# empty shapes reduce to the same number, or fail alike
empty = jnp.array(())
assert jnp.prod(empty).dtype == jnp.float32 and float(jnp.prod(empty)) == math.prod(()) == 1
assert float(jnp.sum(empty)) == sum(()) == 0
for reduce, host in ((jnp.max, max), (jnp.min, min)):
    for f, arg in ((reduce, empty), (host, ())):
        try:
            f(arg)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{f} of an empty shape did not raise")
print("ok")
"""


def test_host_equivalents_are_value_identical():
    result = subprocess.run(
        [sys.executable, "-c", HOST_CHECK], capture_output=True, text=True, env=ENV, timeout=300
    )
    assert result.returncode == 0 and result.stdout.strip() == "ok", (
        result.stdout + result.stderr[-3000:]
    )


# Float math in a static place (`int(jnp.sqrt(n))`): each form as the codemod writes it, against
# the original run eagerly, bit for bit, in jax.numpy's float dtype with and without x64.
FLOAT_FORMS = [
    "int(jnp.sqrt(n))",
    "jnp.ceil(n / 2.5).astype(int)",
    "int(jnp.floor(n * 0.5))",
    "jnp.floor(jnp.sqrt(n) / 2).astype(int)",
    "int(jnp.sqrt(n) / 3)",
    "int(jnp.sqrt(n) * 0.1)",
    "jnp.rint(n / 7).astype(jnp.int32)",
    "int(jnp.round(n * 0.75))",
    "int(jnp.trunc(-n / 3.5))",
    "jnp.ceil(jnp.sqrt(n) * jnp.sqrt(n + 1)).astype(int)",
    "int(n / 3 + jnp.sqrt(n))",
    "int(-jnp.sqrt(n) + 16777217)",
    "int(jnp.sqrt(n * 1.0000001) - 0.5)",
    "jnp.floor(n * (1 - RATE)).astype(int)",
    "int(jnp.sqrt(jnp.sum(jnp.array((n, 3)))))",
    "int(jnp.sqrt(jnp.asarray(n)) * 0.5)",
    # jax ints: `/` of those of the default int dtype (int32; int64 with x64), any joined with a float
    "int(jnp.array(n) / 3)",
    "jnp.floor(jnp.asarray(n) / 2.5).astype(int)",
    "int(jnp.array((n, 3))[0] / 7)",
    "int(jnp.max(jnp.array((n, 3))) / 9)",
    "int(jnp.array(n) / jnp.asarray(7))",
    "int(jnp.rint(jnp.array(n) * 0.75))",
    "jnp.sqrt(jnp.array(n)).astype(int)",
    "int(jnp.int32(n) * 0.1)",
    "int(jnp.int32(n) + jnp.sqrt(n))",
]
RATE = 0.3  # a module-level float constant

FLOAT_CHECK = """
import json, random, sys
import numpy as np
import jax, jax.numpy as jnp
forms = json.loads(sys.argv[1])
RATE = float(sys.argv[2])
D = jnp.result_type(float)
assert D == (np.float64 if jax.config.jax_enable_x64 else np.float32), D
def same(device, host):
    device, host = np.asarray(device), np.asarray(host)
    return device.dtype == host.dtype and device.tobytes() == host.tobytes()
# every n below 2**16, elementwise (a divisor as an array of the same shape, as a scalar
# operation has it: XLA multiplies by a rounded reciprocal where one divisor is broadcast)
n = np.arange(2**16)
root = jnp.sqrt(jnp.asarray(n))
assert same(root, np.sqrt(n, dtype=D))
for value in (n / 2.5, n * 0.5, -n / 3.5, n / 7, n * 0.75):
    for device, host in (("floor", "floor"), ("ceil", "ceil"), ("rint", "rint"), ("round", "rint"),
                         ("trunc", "trunc")):
        assert same(getattr(jnp, device)(jnp.asarray(value, D)), getattr(np, host)(value, dtype=D)), device
for k in (2, 3, 7, 0.1, 2.5):
    divisor = jnp.full_like(root, k)
    assert same(root / divisor, np.sqrt(n, dtype=D) / k), k
    assert same(root * divisor, np.sqrt(n, dtype=D) * k), k
# each form as rewritten, one n at a time as the original runs: small n, squares and their
# neighbours, ints next to 2**23, 2**24, 2**25 and 2**31, and random ints
values = set(range(300)) | {2**e + d for e in (23, 24, 25) for d in range(-20, 21)}
values |= {r * r + d for r in (*range(4090, 4100), 46340) for d in (-1, 0, 1)}
values |= {2**31 - 1 - d for d in range(5)}
random.seed(0)
values |= {random.randrange(2**31) for _ in range(200)}
checked = 0
for original, rewritten in forms:
    before, after = eval(f"lambda n: {original}"), eval(f"lambda n: {rewritten}")
    for v in sorted(values):
        try:
            want = before(v)
        except (OverflowError, ValueError):  # past int32 (a NaN): the original fails
            continue
        got = after(v)
        assert type(got) is int and got == int(want), (original, rewritten, v, want, got)
        checked += 1
assert checked > len(forms) * (len(values) - 10), checked
print("ok", checked)
"""


def _float_forms() -> list[tuple[str, str]]:
    """(original, host form) of each of FLOAT_FORMS, as SHP001 rewrites it in a slice bound."""
    body = "".join(f"    a = x[: {form}]\n" for form in FLOAT_FORMS)
    source = (
        f"import jax\nimport jax.numpy as jnp\n\nRATE = {RATE}\n\n\n@jax.jit\ndef f(x):\n"
        f"    n = x.shape[0]\n{body}"
    )
    result = process_bytes("m.py", source.encode(), [find("SHP001")], Options())
    assert all(f.applied for f in result.findings) and len(result.findings) == len(FLOAT_FORMS)
    lines = result.new.decode().splitlines()
    assert lines[2] == "import numpy as np", lines
    written = [
        line.removeprefix("    a = x[: ").removesuffix("]") for line in lines[-len(FLOAT_FORMS) :]
    ]
    assert all("jnp.result_type(float)" in w and "np." in w for w in written), written
    return list(zip(FLOAT_FORMS, written))


@pytest.mark.parametrize("x64", ["0", "1"])
def test_float_host_forms_give_the_device_bits(x64):
    _check(x64, FLOAT_CHECK, json.dumps(_float_forms()), str(RATE))


def _check(x64: str, script: str, *argv: str) -> None:
    """Runs `script` in a fresh Python with `jax_enable_x64` as `x64` says: it prints `ok` when
    every host form it was given equals jax.numpy's value."""
    result = subprocess.run(
        [sys.executable, "-c", script, *argv],
        capture_output=True,
        text=True,
        env={**ENV, "JAX_ENABLE_X64": x64},
        timeout=600,
    )
    assert result.returncode == 0 and result.stdout.startswith("ok"), (
        result.stdout + result.stderr[-3000:]
    )


# Float math on an attribute (`CFG.block`), rounded and made an int in a place that needs a scalar
# int: each form as the codemod writes it, against the original run eagerly, for an attribute
# holding a Python int or float, a numpy scalar or a 0-d jax array, with and without x64.
ATTRIBUTE_FORMS = [
    "jnp.ceil(n / CFG.block).astype(int)",
    "jnp.floor(n * 0.5 / CFG.block).astype(jnp.int32)",
    "jnp.trunc(n / CFG.block).astype(int)",
    "int(jnp.ceil(n / CFG.block))",
    "jnp.floor(n / CFG.block + 0.5).astype(int)",
    "int(jnp.trunc(n / 2.5 / CFG.block))",
]

ATTRIBUTE_CHECK = """
import json, random, sys
import numpy as np
import jax, jax.numpy as jnp

class Config:
    pass

CFG = Config()
forms = json.loads(sys.argv[1])
x64 = jax.config.jax_enable_x64
blocks = [3, 7, 2.5, 0.3, 1.7, True, np.int64(3), np.int32(5), np.float32(0.3), np.float64(1.7),
          np.float16(2.5), jnp.array(3), jnp.array(0.7), jnp.array(3, jnp.int8),
          jnp.array(1.3, jnp.float32), jnp.array(2.5, jnp.float16), -3, np.float32(-0.7)]
if x64:
    blocks += [jnp.array(1.3, jnp.float64), jnp.array(7, jnp.int64)]
values = set(range(300)) | {2**e + d for e in (23, 24, 25) for d in range(-5, 6)}
random.seed(0)
values |= {random.randrange(2**24) for _ in range(100)}
checked = 0
for original, rewritten in forms:
    before, after = eval(f"lambda n: {original}"), eval(f"lambda n: {rewritten}")
    for block in blocks:
        CFG.block = block
        for v in sorted(values):
            try:
                want = before(v)
            except (OverflowError, ValueError):  # `int()` of an infinity: the original fails
                continue
            assert np.shape(want) == (), (original, block)
            try:
                got = after(v)
            except OverflowError:  # an infinity (float16 overflows): saturated on the device only
                assert abs(int(want)) >= 2**31 - 1, (original, block, v, want)
                continue
            assert type(got) is int and got == int(want), (original, rewritten, block, v, want, got)
            checked += 1
assert checked > len(forms) * len(blocks) * (len(values) - 20), checked
print("ok", checked)
"""


def _attribute_forms() -> list[tuple[str, str]]:
    """(original, host form) of each of ATTRIBUTE_FORMS, as SHP001 rewrites it in a slice bound."""
    body = "".join(f"    a = x[: {form}]\n" for form in ATTRIBUTE_FORMS)
    source = (
        f"import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef f(x):\n    n = x.shape[0]\n{body}"
    )
    result = process_bytes("m.py", source.encode(), [find("SHP001")], Options())
    assert all(f.applied for f in result.findings), result.findings
    assert len(result.findings) == len(ATTRIBUTE_FORMS)
    lines = result.new.decode().splitlines()
    written = [
        line.removeprefix("    a = x[: ").removesuffix("]")
        for line in lines[-len(ATTRIBUTE_FORMS) :]
    ]
    assert all(w.startswith("int(") and "CFG.block" in w for w in written), written
    assert all("jnp.result_type(float)" in w and "np." in w for w in written), written
    return list(zip(ATTRIBUTE_FORMS, written))


@pytest.mark.parametrize("x64", ["0", "1"])
def test_attribute_float_forms_give_the_device_ints(x64):
    _check(x64, ATTRIBUTE_CHECK, json.dumps(_attribute_forms()))


def test_strings_and_locals_named_like_jax_are_left_alone():
    shp = find("SHP001")
    for case in SHP:
        if case.noop and not case.folder:
            assert not case.run().changed, case.id
    source = b"import numpy as jnp\nimport jax\n\ndef f(x):\n    return x.reshape(jnp.prod(jnp.array(x.shape)))\n"
    assert not process_bytes("t.py", source, [shp], Options()).changed


def test_a_host_form_over_several_lines_keeps_its_indentation_and_line_endings():
    """The edit parses the host form where the call is: its continuation lines keep their
    indentation relative to the block, and the file's `\\r\\n` (libcst's output before the plan)."""
    source = (
        b"import jax.numpy as jnp\r\n\r\n\r\nclass A:\r\n    def f(self, x):\r\n        if x.ndim:\r\n"
        b"            return x.reshape(jnp.prod(\r\n                jnp.array(x.shape)), jnp.sum(jnp.array(\r\n"
        b"                    x.shape)))\r\n"
    )
    result = process_bytes("m.py", source, [find("SHP001")], Options())
    assert result.new == (
        b"import math\r\n\r\n\r\nclass A:\r\n    def f(self, x):\r\n        if x.ndim:\r\n"
        b"            return x.reshape(math.prod(\r\n                x.shape), sum(x.shape))\r\n"
    )
    assert [f.message.rpartition(": use ")[2] for f in result.findings] == [
        "`math.prod( x.shape)`",
        "`sum(x.shape)`",
    ]


def test_helper_int_parameters_are_decided_only_for_helpers_another_module_imports(
    tmp_path, monkeypatch
):
    """The exporter's analysis of its helpers' parameters (`_int_parameters`) runs in the plan of
    a module whose helper another module of the run gives jax.numpy math (`Use`: `rows` given a
    host int is not analysed), for that helper alone; what it publishes makes the importer's
    argument a host int, by position and by keyword. A module without jax.numpy's words importing
    such a helper is never parsed for it (`Rule.exports_to_wanted`)."""
    from codemods import host_shape_math
    from omnifix import project
    from omnifix.runner import run

    helpers = "import jax.numpy as jnp\n\n\ndef rows(x, n):\n    return x[:n]\n\n\n"
    helpers += "def pad_rows(x, *, n):\n    return jnp.pad(x, ((0, n), (0, 0)))\n"
    root = tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/ops.py": helpers,
            "pkg/alone.py": helpers,  # the same helpers, imported by no module
            "pkg/nojax.py": "from .ops import rows\n\n\ndef g(x):\n    return rows(x, 2)\n",
            "pkg/plain.py": (
                "import jax\nimport jax.numpy as jnp\n\nfrom .ops import rows\n\n\n@jax.jit\n"
                "def g(x):\n    return rows(x, 2) + jnp.sin(x[:1])\n"
            ),
            "pkg/layers.py": (
                "import jax\nimport jax.numpy as jnp\n\nfrom .ops import pad_rows\n\n\n@jax.jit\n"
                "def f(x):\n    return pad_rows(x, n=jnp.maximum(x.shape[0] // 2, 1))\n"
            ),
        },
    )
    analysed = []
    original = host_shape_math._Analysis._int_parameters

    def recorded(self, function, given):
        analysed.append((os.path.basename(self.context.path), function.name, given))
        return original(self, function, given)

    monkeypatch.setattr(host_shape_math._Analysis, "_int_parameters", recorded)
    parsed = []
    names = project._names
    monkeypatch.setattr(project, "_names", lambda data: parsed.append(data) or names(data))
    files = sorted(str(p) for p in root.rglob("*.py"))
    results = {os.path.basename(r.path): r for r in run(files, [find("SHP001")], Options(), 1)}
    assert analysed == [("ops.py", "pad_rows", {"n"})]
    assert not [data for data in parsed if b"return rows(x, 2)\n" in data]
    assert results["ops.py"].published == (
        ("SHP001", "pad_rows", host_shape_math.IntParameters("pad_rows", ((None, "n", True),))),
    )
    assert b"pad_rows(x, n=max(x.shape[0] // 2, 1))" in results["layers.py"].new
    assert not results["alone.py"].changed and not results["alone.py"].findings
    assert not results["plain.py"].changed and not results["plain.py"].findings
