"""TOL001 jit-noise-tolerances: report float test tolerances tighter than jit's numerical noise.

## What it does
Reports, in test code of a module that imports JAX (or a JAX library: chex, flax, haiku, optax,
equinox, numpyro, ...), every float comparison whose effective tolerance (the one given, or the
function's default) is below the floor of the compared dtype:

| comparison (names resolved through imports) | default tolerance |
|---|---|
| `numpy.testing.assert_allclose` | rtol=1e-7, atol=0 |
| `numpy.allclose` / `isclose`, `jax.numpy.allclose` / `isclose`, in an `assert` or `self.assertTrue` | rtol=1e-5, atol=1e-8 |
| `pytest.approx` on one side of `==` | rel=1e-6, abs=1e-12 (an `abs` alone: no rel) |
| `chex.assert_trees_all_close` | rtol=1e-6, atol=0 |
| `self.assertAllClose` (JAX's `jtu.JaxTestCase`, `tf.test.TestCase`) | JAX's per-dtype tolerance (float32 1e-6) |
| `numpy.testing.assert_array_almost_equal` / `assert_almost_equal` | `abs(d) < 1.5 * 10**-decimal`, decimal=6 / 7 |
| `self.assertAlmostEqual` (unittest, absltest) | `round(d, places) == 0`, places=7; or `delta` |

A comparison is tight when both its relative and its absolute tolerance are below the floor (an
absolute tolerance is measured against values of order 1). The floors, per dtype:

| dtype | floor | from |
|---|---|---|
| float64 | 4e-15 | the float32 floor's multiple of eps (16.8 eps; JAX's own 1e-15 is 4.5 eps) |
| float32 | 2e-6 | twice the largest jit-vs-eager difference measured (1.0e-6 for `1.7*x*w + 0.3*w`) |
| float16 | 1e-3 | JAX's own float16 test tolerance (`jax/_src/public_test_util.py`) |
| bfloat16 | 1e-2 | JAX's own bfloat16 test tolerance |

The dtype is the lowest-precision float dtype named in the comparison's arguments (`jnp.float16`,
`dtype="bfloat16"`, `.astype(np.float64)`, ...) or in what the enclosing function assigns to the
names they use; when none is named, float32, JAX's default (and the finding says it is assumed).

The fix (**unsafe**: it loosens a test without evidence; `--unsafe-fixes`) writes the floor: it
raises `rtol` (`rel` for `pytest.approx`), or, when the expected value is zero (`0.0`,
`jnp.zeros(...)`, `np.zeros_like(...)`: a relative tolerance means nothing there), `atol` (`abs`);
`decimal` and `places` become the largest count of digits that tolerates the floor, `delta` the
floor. An existing value is replaced where it is written (keyword or position); a missing one is
added as the call's last keyword argument. The rest of the call keeps its formatting.

With `apply --verify` and `tests` in `[tool.omnifix.verify]`, the tolerances are calibrated
instead (`omnifix.verify.calibrate`): the project's tests run twice in child processes, with
`JAX_DISABLE_JIT=1` and normally, recording the two values compared at each reported assertion.
An assertion that fails with jit disabled too, or whose values differ under jit by more than 10
times the floor (a 1% error is not noise), is reported and left as it is; otherwise the tolerance
becomes max(floor, 2 x the measured difference), rounded up to one significant digit, a **safe**
fix (it rests on a measurement), in the measured dtype. An assertion the tests do not reach gets
the unsafe floor fix.

Exact float comparisons (`==` or `numpy.testing.assert_array_equal` / `assert_equal`,
`array_equal`, `self.assertEqual` with a float operand: a float literal or a float `dtype`) are
reported for manual review, with the tolerant replacement to write.

Test code is all the code of a file named `test_*.py` or `*_test.py` or under a `tests/` or
`test/` folder, and elsewhere functions named `test*` and methods of classes deriving from a class
named `...TestCase`.

## Why
JAX's migration guide (*Omnistaging*, problem 3): staging more code out to XLA reorders and fuses
float operations, so results change in the last bits and tests with tight tolerances fail. On CPU,
in float32, `jax.jit(f)(x)` differed from `f(x)` run op by op by 1.7e-7 relative for
`x*x*x + 3*x*x - 2*x + 1`, 5.6e-7 for `jax.nn.gelu`, 1.0e-6 for `1.7*x*w + 0.3*w`, while two eager
runs are bitwise equal. `assert_allclose`'s default rtol=1e-7 fails on the first, JAX's own float32
tolerance (1e-6) on the last. The fix is to review the tolerance, not the code.

## Example
```python
np.testing.assert_allclose(jax.jit(f)(x), f_ref(x))
```
becomes, with `--unsafe-fixes`,
```python
np.testing.assert_allclose(jax.jit(f)(x), f_ref(x), rtol=2e-6)
```

## Limitations
Left alone: comparisons of integers, booleans and PRNG keys (a comparison naming an integer or
bool dtype, `jax.random` keys or key data, `argmax`/`argmin`/`argsort`, `.shape`, `len`); a
comparison expecting a mismatch (inside `with pytest.raises(AssertionError)` or
`self.assertRaises(AssertionError)`, under `not`, `pytest.approx` with `!=`); a tolerance that is
not a number literal (`rtol=tol`), a call with `*args`/`**kwargs` hiding its tolerances, and
`self.assertAllClose` with positional arguments after the two values. Whether the compared values
come from JAX is judged per module (it imports JAX), not per value; the dtype is read from the
comparison's arguments and one step back through the function's assignments, and a dtype
given through a parameter (`@parameterized` over dtypes) counts as float32. Calibration records
`numpy.testing`'s, `allclose`/`isclose`'s, `assertAlmostEqual`'s, `assertAllClose`'s and
`chex.assert_trees_all_close`'s values, not `pytest.approx`'s (those get the floor), and skips a
file that another codemod rewrites in the same run (its lines are no longer the tested ones). A finding does not say
the test fails under jit, only that its tolerance cannot hold jit's noise; nor does the floor say
that a larger difference is noise: review each loosened tolerance (a real 1% error needs a fix of
the code, not of the test).
"""

from __future__ import annotations

import ast
import math
import re
from dataclasses import dataclass

import libcst as cst

from omnifix.plan import PlanContext, Site
from omnifix.results import Tier
from omnifix.rule import Rule

FLOORS = {"float64": 4e-15, "float32": 2e-6, "float16": 1e-3, "bfloat16": 1e-2}
DEFAULT_DTYPE = "float32"
_JAX_TOLERANCE = {
    "float64": 1e-15,
    "float32": 1e-6,
    "float16": 1e-3,
    "bfloat16": 1e-2,
}  # jtu's defaults
_DTYPE_WORDS = {
    "float64": "float64",
    "double": "float64",
    "float32": "float32",
    "single": "float32",
    "float16": "float16",
    "half": "float16",
    "bfloat16": "bfloat16",
}
_EXACT_WORDS = re.compile(r"^(u?int\d*|bool_?|uint|int_|key<\w+>)$")
_DTYPE_MODULES = ("numpy", "jax.numpy", "ml_dtypes", "jax.dtypes")
_INTEGER_FUNCTIONS = {
    f"{m}.{f}"
    for m in ("numpy", "jax.numpy")
    for f in ("argmax", "argmin", "argsort", "nonzero", "count_nonzero", "searchsorted", "shape")
}
_JAX_LIBRARIES = (
    "jax",
    "jaxlib",
    "chex",
    "flax",
    "haiku",
    "optax",
    "equinox",
    "numpyro",
    "distrax",
    "rlax",
    "jraph",
    "jaxopt",
    "objax",
    "trax",
    "neural_tangents",
    "jax_md",
    "elegy",
    "oryx",
)
_TESTS = re.compile(r"^test_.*\.py$|^.*_test\.py$")
_LIBRARY_WORDS = tuple(
    b"chex flax haiku optax equinox numpyro distrax rlax jraph objax trax neural_tangents oryx "
    b"elegy".split()
)  # the JAX libraries whose names do not contain `jax` (and `objax`)


@dataclass(frozen=True)
class _Kind:
    """How one comparison function takes its tolerance: `rel`/`abs` keyword names and positions
    (None: keyword only), their defaults, or (`digits`) a count of decimal digits `d` tolerating
    `scale * 10**-d`."""

    label: str
    rel: str | None = None
    abs: str | None = None
    rel_at: int | None = None
    abs_at: int | None = None
    rel_default: float | None = None
    abs_default: float = 0.0
    digits: str | None = None
    digits_at: int | None = None
    digits_default: int = 0
    scale: float = 1.0
    delta: str | None = None
    expected_at: int = 1


_ASSERT_ALLCLOSE = _Kind("assert_allclose", "rtol", "atol", 2, 3, 1e-7, 0.0)
_ALLCLOSE = {
    name: _Kind(name.rpartition(".")[2], "rtol", "atol", 2, 3, 1e-5, 1e-8)
    for m in ("numpy", "jax.numpy")
    for name in (f"{m}.allclose", f"{m}.isclose")
}
_APPROX = _Kind("pytest.approx", "rel", "abs", 1, 2, 1e-6, 1e-12, expected_at=0)
_CALLS = {
    "numpy.testing.assert_allclose": _ASSERT_ALLCLOSE,
    "chex.assert_trees_all_close": _Kind(
        "chex.assert_trees_all_close", "rtol", "atol", None, None, 1e-6, 0.0
    ),
    "numpy.testing.assert_array_almost_equal": _Kind(
        "assert_array_almost_equal", digits="decimal", digits_at=2, digits_default=6, scale=1.5
    ),
    "numpy.testing.assert_almost_equal": _Kind(
        "assert_almost_equal", digits="decimal", digits_at=2, digits_default=7, scale=1.5
    ),
}
_METHODS = {
    "assertAllClose": _Kind(
        "assertAllClose", "rtol", "atol"
    ),  # defaults: JAX's per-dtype tolerance
    "assertAlmostEqual": _Kind(
        "assertAlmostEqual",
        digits="places",
        digits_at=2,
        digits_default=7,
        scale=0.5,
        delta="delta",
    ),
}
_EXACT_CALLS = {
    "numpy.testing.assert_array_equal",
    "numpy.testing.assert_equal",
    "numpy.array_equal",
    "jax.numpy.array_equal",
    "chex.assert_trees_all_equal",
}
_KEYS = ("PRNGKey", "key", "split", "fold_in", "key_data", "wrap_key_data")
_WRAPPERS = {f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in ("asarray", "array")}
_RAISES = {"pytest.raises", "numpy.testing.assert_raises"}
_ZEROS = {f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in ("zeros", "zeros_like")}

_WHY = (
    "Under jit, XLA reorders and fuses float operations, so results differ from op-by-op ones in their "
    "last bits."
)


def floor_text(value: float) -> str:
    """`value` with one significant digit, as written in a test: `2e-6`, `1e-3`."""
    mantissa, exponent = f"{value:.0e}".split("e")
    return f"{mantissa}e{int(exponent)}"


class JitNoiseTolerances(Rule):
    CODE = "TOL001"
    SUMMARY = "Report float test tolerances tighter than jit's numerical noise (fix: raise them to the dtype floor)"
    TIER = Tier.UNSAFE
    PATTERN = re.compile(b"|".join((b"jax", *_LIBRARY_WORDS)))

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        """The bytes assert (every comparison this codemod judges is an `assert` statement or an
        `assert...` function) and name JAX or a JAX library: substring searches only (half the
        time of `PATTERN`'s alternation on a file that names none; `PATTERN`, the names alone,
        is what a notebook's raw JSON is searched for)."""
        return b"assert" in data and (
            b"jax" in data or any(word in data for word in _LIBRARY_WORDS)
        )

    @classmethod
    def plan(cls, context: PlanContext) -> list[Site]:
        if not any(
            m.partition(".")[0] in _JAX_LIBRARIES
            for ms in context.names.meanings.values()
            for m in ms
        ):
            return []
        return _Plan(context).sites()


class _Plan:
    """One walk over the module (its `Names.children`), knowing at each node whether it is test
    code, whether it is inside a block expecting an `AssertionError`, and whether it is asserted."""

    def __init__(self, context: PlanContext) -> None:
        self.context = context
        self.resolve = context.resolve
        self.children = context.names.children
        self.below = context.names.below
        parts = context.path.replace("\\", "/").split("/")
        self.test_file = bool(_TESTS.match(parts[-1])) or bool({"tests", "test"} & set(parts[:-1]))
        self.found: list[Site] = []
        self.function: ast.AST | None = None  # the function holding the node being judged
        self._named_dtype = False  # whether the last `_dtype` found a dtype named
        self._assigned: dict[
            int, dict[str, list[ast.expr]]
        ] = {}  # id of a function -> name -> values

    def sites(self) -> list[Site]:
        self._visit(self.context.tree, self.test_file)
        self.found.sort(key=lambda s: (s.at.lineno, s.at.col_offset))
        return self.found

    def _visit(self, node: ast.AST, test: bool) -> None:
        """`test`: inside test code."""
        children = self.children
        stack = [(node, test, None)]
        while stack:
            node, test, function = stack.pop()
            kind = type(node)
            if kind is ast.ClassDef:
                inner = test or any(_last_name(b).endswith("TestCase") for b in node.bases)
                stack.extend((child, inner, None) for child in node.body)
                continue
            if kind is ast.FunctionDef or kind is ast.AsyncFunctionDef:
                stack.extend(
                    (child, test or node.name.startswith("test"), node) for child in node.body
                )
                continue
            if not test:  # only a statement holds a `def` or a class, where test code starts
                if not isinstance(node, ast.expr):
                    stack.extend((child, False, function) for child in children[node])
                continue
            self.function = function
            if (kind is ast.With or kind is ast.AsyncWith) and any(
                self._expects_assertion_error(i.context_expr) for i in node.items
            ):
                continue
            if kind is ast.Assert:
                self._asserted(node.test)
                continue
            if kind is ast.Call:
                self._call(node)
            elif kind is ast.UnaryOp and type(node.op) is ast.Not:
                continue  # expects a mismatch
            stack.extend((child, test, function) for child in children[node])

    # -- what is compared ------------------------------------------------------------------------

    def _expects_assertion_error(self, expr: ast.expr) -> bool:
        if type(expr) is not ast.Call or not expr.args:
            return False
        func = expr.func
        raises = self.resolve(func) & _RAISES or (
            type(func) is ast.Attribute
            and _is_self(func.value)
            and func.attr in ("assertRaises", "assertRaisesRegex")
        )
        first = expr.args[0]
        names = first.elts if type(first) is ast.Tuple else [first]
        return bool(raises) and any(_last_name(n) == "AssertionError" for n in names)

    def _asserted(self, test: ast.expr) -> None:
        """What an `assert` (or `self.assertTrue`) tests: allclose/isclose, `pytest.approx` and
        exact `==`/`array_equal`, not under `not`."""
        stack = [test]
        while stack:
            node = stack.pop()
            kind = type(node)
            if kind is ast.UnaryOp and type(node.op) is ast.Not:
                continue
            if kind is ast.Compare:
                self._compare(node)
            elif kind is ast.Call:
                names = self.resolve(node.func)
                for name in names:
                    if name in _ALLCLOSE:
                        self._check(node, _ALLCLOSE[name])
                        break
                    if name in _EXACT_CALLS:
                        self._exact(node, node.args[:2])
                        break
                else:
                    self._call(node)
            stack.extend(self.children[node])

    def _call(self, call: ast.Call) -> None:
        func = call.func
        if type(func) is ast.Attribute and _is_self(func.value):
            if func.attr in _METHODS:
                self._check(call, _METHODS[func.attr])
            elif func.attr in ("assertTrue", "assert_") and call.args:
                self._asserted(call.args[0])
            elif func.attr == "assertEqual":
                self._exact(call, call.args[:2])
            return
        names = self.resolve(func)
        for name in names:
            if name in _CALLS:
                self._check(call, _CALLS[name])
                return
            if name in _EXACT_CALLS and not name.endswith(
                ".array_equal"
            ):  # array_equal: only when asserted
                self._exact(call, call.args[:2])
                return

    def _compare(self, node: ast.Compare) -> None:
        operands = [node.left, *node.comparators]
        for index, op in enumerate(node.ops):
            pair = operands[index : index + 2]
            approx = [
                o for o in pair if type(o) is ast.Call and "pytest.approx" in self.resolve(o.func)
            ]
            if approx:
                if type(op) is ast.Eq:
                    self._check(approx[0], _APPROX, [o for o in pair if o is not approx[0]])
            elif type(op) is ast.Eq:
                self._exact(node, pair)

    # -- judging ---------------------------------------------------------------------------------

    def _check(self, call: ast.Call, kind: _Kind, others: list[ast.expr] = ()) -> None:
        if any(type(a) is ast.Starred for a in call.args) or any(
            k.arg is None for k in call.keywords
        ):
            return
        if kind.label == "assertAllClose" and len(call.args) > 2:
            return
        values = [*call.args[: kind.expected_at + 1], *others]
        if self._exact_data(values):
            return
        dtype = self._dtype([*call.args, *(k.value for k in call.keywords), *others])
        floor = FLOORS[dtype]
        keywords = {k.arg: k.value for k in call.keywords}
        if kind.digits:
            written = _argument(call, keywords, kind.digits, kind.digits_at)
            delta = keywords.get(kind.delta) if kind.delta else None
            if delta is not None:
                tolerance = _number(delta)
                if tolerance is None or tolerance >= floor:
                    return
                field = "delta"
                said = (f"delta={_show(tolerance)}",) * 2
            else:
                digits = kind.digits_default if written is None else _number(written)
                if digits is None:
                    return
                tolerance = kind.scale * 10.0**-digits
                if tolerance >= floor:
                    return
                field = "digits"
                short = f"{kind.digits}={int(digits)}"
                said = (
                    short,
                    short
                    + (" (its default)" if written is None else "")
                    + (f", a difference below {_show(tolerance)}"),
                )
            self._report(call, kind, dtype, said, field)
            return
        default = kind.rel_default if kind.rel_default is not None else _JAX_TOLERANCE[dtype]
        abs_default = kind.abs_default if kind.rel_default is not None else _JAX_TOLERANCE[dtype]
        rel_node = _argument(call, keywords, kind.rel, kind.rel_at)
        abs_node = _argument(call, keywords, kind.abs, kind.abs_at)
        rel = default if rel_node is None else _number(rel_node)
        atol = abs_default if abs_node is None else _number(abs_node)
        if rel is None or atol is None:
            return
        if kind is _APPROX and rel_node is None and abs_node is not None:
            rel = 0.0  # pytest: an `abs` alone switches the relative tolerance off
        if rel >= floor or atol >= floor:
            return
        expected = call.args[kind.expected_at] if len(call.args) > kind.expected_at else None
        if expected is not None and self._zero(expected):
            field = "abs"
        else:
            field = "rel"
        said = (
            f"{kind.rel}={_show(rel)}, {kind.abs}={_show(atol)}",
            f"{kind.rel}={_show(rel)}"
            + (" (its default)" if rel_node is None else "")
            + f" and {kind.abs}={_show(atol)}"
            + (" (its default)" if abs_node is None else ""),
        )
        self._report(call, kind, dtype, said, field)

    def _report(
        self, call: ast.Call, kind: _Kind, dtype: str, said: tuple[str, str], field: str
    ) -> None:
        """The site of a tight tolerance: with `--verify`'s measurements (`context.shared`, see
        `omnifix.verify.calibrate`) a calibrated fix or a bug report, else the unsafe floor fix.
        `said` is the tolerance, for the message and (with its defaults) for the help."""
        measured = self._measured(call)
        if measured is not None and measured.dtype in FLOORS:
            dtype, assumed = measured.dtype, ""
        else:
            assumed = "" if self._named_dtype else f"; {DEFAULT_DTYPE} assumed: no dtype is named"
        floor = FLOORS[dtype]
        short, full = said
        head = f"`{kind.label}` tolerates {short}, below jit's {dtype} noise ({floor_text(floor)})"
        tolerates = f"It tolerates {full}{assumed}."
        if measured is None:
            name, text, at = _change(kind, field, floor)
            self.found.append(
                Site(
                    call,
                    f"{head}: set `{name}={text}`",
                    Tier.UNSAFE,
                    _Set(name, text, at),
                    help=f"{tolerates} Review the test: a larger difference than `{name}={text}` "
                    "is a bug, not noise.",
                )
            )
            return
        from omnifix.verify.calibrate import LIMIT, SAFETY, tolerance

        left = "Fix the code or the expected value; the tolerance is left as is."
        if measured.eager_failed:
            self.found.append(
                Site(
                    call,
                    f"`{kind.label}` fails with jit disabled too: a bug, not jit's noise",
                    help=f"{tolerates} {left}",
                )
            )
            return
        difference = measured.jit_rel if field == "rel" else measured.jit_abs
        calibrated = tolerance(difference, floor)
        kind_of = "relative" if field == "rel" else "absolute"
        if calibrated is None:
            self.found.append(
                Site(
                    call,
                    f"`{kind.label}`: jit differs by {_show(difference)} ({kind_of}), over "
                    f"{LIMIT:g} times the floor: a bug",
                    help=f"{tolerates} The {dtype} floor is {floor_text(floor)}: this is not "
                    f"jit's noise. {left}",
                )
            )
            return
        name, text, at = _change(kind, field, calibrated)
        self.found.append(
            Site(
                call,
                f"`{kind.label}` tolerates {short}, below jit's measured noise: set `{name}={text}`",
                Tier.SAFE,
                _Set(name, text, at),
                help=f"{tolerates} Measured under jit: {_show(difference)} ({kind_of}) from the eager "
                f"values; `{name}={text}` is {SAFETY:g} times that, at least the {dtype} floor "
                f"({floor_text(floor)}).",
            )
        )

    def _measured(self, call: ast.Call):
        calibration = self.context.shared
        if calibration is None or not hasattr(calibration, "lines"):
            return None
        return calibration.at(call.lineno, call.end_lineno or call.lineno)

    def _exact(self, node: ast.AST, values: list[ast.expr]) -> None:
        if (
            len(values) < 2
            or self._exact_data(values)
            or not any(self._float(v) for v in values)
            or not any(self._computed(v) for v in values)
        ):
            return
        dtype = self._dtype(values)
        floor = floor_text(FLOORS[dtype])
        self.found.append(
            Site(
                node,
                f"Exact comparison of {dtype} values: compare within a tolerance (rtol={floor})",
                help=f"{_WHY} For example `np.testing.assert_allclose(actual, expected, rtol={floor})`.",
            )
        )

    def _exact_data(self, values: list[ast.expr]) -> bool:
        """Integer, boolean or PRNG key data, compared exactly by design: a value naming an integer
        or bool dtype, or one that is (inside `jnp.asarray(...)`, an index) a shape, a length, an
        `argmax`, a key."""
        for value in values:
            core = self._core(value)
            if type(core) is ast.Attribute and core.attr in ("shape", "ndim", "size", "dtype"):
                return True
            if type(core) is ast.Call:
                names = self.resolve(core.func)
                if names & _INTEGER_FUNCTIONS or any(
                    n.startswith("jax.random.") and n.rpartition(".")[2] in _KEYS for n in names
                ):
                    return True
                if type(core.func) is ast.Name and core.func.id in ("len", "int", "bool"):
                    return True
            for node in self.below(value):
                word = self._dtype_word(node)
                if word is not None and _EXACT_WORDS.match(word):
                    return True
        return False

    def _core(self, node: ast.expr) -> ast.expr:
        while True:
            if type(node) is ast.Subscript:
                node = node.value
            elif type(node) is ast.Call and node.args and self.resolve(node.func) & _WRAPPERS:
                node = node.args[0]
            else:
                return node

    def _dtype(self, values) -> str:
        """The lowest-precision float dtype named in `values` or in what the function assigns to
        the names they use (one step), else float32."""
        values = list(values)
        assigned = self._assignments()
        values += [
            a
            for v in values
            for n in self.below(v)
            if type(n) is ast.Name
            for a in assigned.get(n.id, ())
        ]
        found = {
            _DTYPE_WORDS[w]
            for n in (n for v in values for n in self.below(v))
            if (w := self._dtype_word(n)) in _DTYPE_WORDS
        }
        self._named_dtype = bool(found)
        return max(found, key=FLOORS.__getitem__) if found else DEFAULT_DTYPE

    def _assignments(self) -> dict[str, list[ast.expr]]:
        function = self.function
        if function is None:
            return {}
        found = self._assigned.get(id(function))
        if found is None:
            found = self._assigned[id(function)] = {}
            for node in self.below(function):
                if type(node) is ast.Assign:
                    for target in node.targets:
                        if type(target) is ast.Name:
                            found.setdefault(target.id, []).append(node.value)
        return found

    def _dtype_word(self, node: ast.AST) -> str | None:
        """The dtype a node names: `jnp.float16`, `np.int32`, or a string given as a `dtype`."""
        kind = type(node)
        if kind is ast.Attribute or kind is ast.Name:
            for name in self.resolve(node):
                module, _, word = name.rpartition(".")
                if module in _DTYPE_MODULES:
                    return word
        elif kind is ast.keyword and node.arg == "dtype" and type(node.value) is ast.Constant:
            return str(node.value.value)
        elif (
            kind is ast.Call
            and type(node.func) is ast.Attribute
            and node.func.attr == "astype"
            and node.args
        ):
            first = node.args[0]
            if type(first) is ast.Constant:
                return str(first.value)
            if type(first) is ast.Name and first.id in ("int", "bool"):
                return first.id
        return None

    def _float(self, node: ast.expr) -> bool:
        """`node` is visibly a float: a float literal (in a literal list), or a value of a float dtype."""
        for inner in self.below(node):
            if type(inner) is ast.Constant and type(inner.value) is float:
                return True
            if self._dtype_word(inner) in _DTYPE_WORDS:
                return True
        return False

    def _computed(self, node: ast.expr) -> bool:
        """`node` calls something, itself or in what the function assigns to a name it uses (a
        value computed by the test, not a setting such as `config.lr`)."""
        assigned = self._assignments()
        for inner in self.below(node):
            if type(inner) is ast.Call:
                return True
            if type(inner) is ast.Name and any(
                type(n) is ast.Call for v in assigned.get(inner.id, ()) for n in self.below(v)
            ):
                return True
        return False

    def _zero(self, node: ast.expr) -> bool:
        if type(node) is ast.UnaryOp and type(node.op) in (ast.USub, ast.UAdd):
            node = node.operand
        if type(node) is ast.Constant:
            return type(node.value) in (int, float) and node.value == 0
        if type(node) in (ast.List, ast.Tuple):
            return bool(node.elts) and all(self._zero(e) for e in node.elts)
        return type(node) is ast.Call and bool(self.resolve(node.func) & _ZEROS)


def _change(kind: _Kind, field: str, value: float) -> tuple[str, str, int | None]:
    """(argument name, the number to write, its position) that makes `kind` tolerate `value`."""
    if field == "digits":
        return kind.digits, str(math.floor(math.log10(kind.scale / value) + 1e-9)), kind.digits_at
    if field == "delta":
        return kind.delta, floor_text(value), None
    if field == "abs":
        return kind.abs, floor_text(value), kind.abs_at
    return kind.rel, floor_text(value), kind.rel_at


def _argument(call: ast.Call, keywords: dict, name: str | None, at: int | None) -> ast.expr | None:
    if name in keywords:
        return keywords[name]
    if at is not None and len(call.args) > at:
        return call.args[at]
    return None


def _number(node: ast.expr) -> float | None:
    """The value of a number written as a literal (`1e-6`, `-0.0`, `10**-6`, `2 * 1e-7`), else None."""
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        if type(node) is ast.BinOp and type(node.op) in (ast.Pow, ast.Mult, ast.Div):
            left, right = _number(node.left), _number(node.right)
            if left is None or right is None or (type(node.op) is ast.Div and right == 0):
                return None
            try:
                return float(
                    {
                        ast.Pow: lambda: left**right,
                        ast.Mult: lambda: left * right,
                        ast.Div: lambda: left / right,
                    }[type(node.op)]()
                )
            except (OverflowError, ZeroDivisionError):
                return None
        return None
    return float(value) if type(value) in (int, float) else None


def _show(value: float) -> str:
    """A tolerance as a test writes it: `1e-7`, `0.001`, `0`."""
    return re.sub(
        r"e([+-])0*(\d)", lambda m: "e" + m.group(1).lstrip("+") + m.group(2), f"{value:g}"
    )


def _last_name(node: ast.AST) -> str:
    return node.attr if type(node) is ast.Attribute else node.id if type(node) is ast.Name else ""


def _is_self(node: ast.AST) -> bool:
    return type(node) is ast.Name and node.id == "self"


class _Set:
    """The edit: the argument `name` (or the positional one at `at`) set to the number `text`,
    replaced where it is written, else added as the last keyword argument."""

    def __init__(self, name: str, text: str, at: int | None) -> None:
        self.name, self.text, self.at = name, text, at

    def __call__(self, call: cst.Call, imports) -> cst.Call:
        value = cst.Integer(self.text) if self.text.isdigit() else cst.Float(self.text)
        args = list(call.args)
        positional = [i for i, a in enumerate(args) if a.keyword is None and not a.star]
        for index, arg in enumerate(args):
            if arg.keyword is not None and arg.keyword.value == self.name:
                args[index] = arg.with_changes(value=value)
                return call.with_changes(args=args)
        if self.at is not None and len(positional) > self.at:
            index = positional[self.at]
            args[index] = args[index].with_changes(value=value)
            return call.with_changes(args=args)
        new = cst.Arg(value=value, keyword=cst.Name(self.name), equal=_equal(args))
        last = args[-1]
        if isinstance(last.comma, cst.Comma):  # a trailing comma: the new argument takes it
            between = (
                args[-2].comma
                if len(args) > 1 and isinstance(args[-2].comma, cst.Comma)
                else cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
            )
            args[-1] = last.with_changes(comma=between)
            args.append(new.with_changes(comma=last.comma))
        else:
            args[-1] = last.with_changes(
                comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
            )
            args.append(new)
        return call.with_changes(args=args)


def _equal(args: list[cst.Arg]) -> cst.AssignEqual:
    """The `=` of the call's other keyword arguments (`rtol = 1e-6` keeps its spaces), else bare."""
    for arg in args:
        if arg.keyword is not None and isinstance(arg.equal, cst.AssignEqual):
            return arg.equal
    return cst.AssignEqual(
        whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")
    )
