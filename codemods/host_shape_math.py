"""SHP001 host-shape-math: compute static values (shapes, sizes, counts) on the host, not with jax.numpy.

## What it does
Finds jax.numpy calls whose inputs are all static and rewrites them into plain Python, **only
where the value must be static**. Static inputs: `x.shape`, `x.shape[i]` and its slices, `x.ndim`,
`x.size`, `len(...)`, `jnp.shape(x)`, `jnp.ndim(x)`, `jnp.size(x)`, integer literals;
module-level constants (a name bound once in the module, to an int, a tuple of ints or arithmetic
of these, and declared `global` nowhere); parameters that `jit` makes static
(`@partial(jax.jit, static_argnums=...)`, `@jax.jit(static_argnames=...)`, `f = jax.jit(f,
static_argnums=...)`, pmap's `static_broadcasted_argnums`) whose annotation (`int`,
`tuple[int, ...]`, `Sequence[int]`) or default (an int, a tuple of ints) says what they hold; and
values computed from these through `+ - * // %`, `**` by a literal, tuples, lists, local
variables (assigned once, or several times by statements of the function's own body, not in a
branch or loop) and calls of the module's helpers (`_flat_size(x)`, a function whose every
`return` gives such a value). The static places:

- shapes: `x.reshape(...)`, `.transpose(...)`, and the shape, size or axes arguments of
  `reshape`, `zeros`, `ones`, `empty`, `full`, `broadcast_to`, `arange`, `linspace` (`num`),
  `eye`, `identity`, `transpose`, `split`, `pad` (jax.numpy and numpy), `lax.dynamic_slice` /
  `dynamic_slice_in_dim` sizes, the `shape` of `jax.random` samplers, `random.split`'s count and
  the count `random.permutation` and `random.choice` take (an array there is data, left alone);
- `int()`, `bool()`, `range()`; `if`, `while`, `assert` and conditional-expression tests;
- slice bounds and integer indices (`x[:n]`, `x[n - 1]`).

A local variable (`size = jnp.prod(jnp.array(x.shape))`) is rewritten at its assignment when every
use of it is such a place; a helper's `return` likewise when every call of it is, in its module
and in the other modules of the run that import it (`from .sizes import flat_size`, `from . import
sizes; sizes.flat_size(x)`, re-exports through `__init__.py` followed): there a call counts as
static when its value goes, through `+ - * // %`, tuples, comparisons or a local variable assigned
once in a function and read only so, to one of the places above. Every spelling
of jax.numpy is recognised (`import jax.numpy as jnp`, `import jax.numpy as np`,
`from jax import numpy`, `from jax.numpy import prod, array`, `jax.numpy.prod`). The whole chain is rewritten, and each rewrite has the value the original had
when run eagerly:

| jax.numpy (static inputs)                       | host replacement         |
|-------------------------------------------------|--------------------------|
| `jnp.array(t)`, `jnp.asarray(t)`, `t` a tuple/list of ints | `t` (where it is reduced, indexed, sliced or used as a shape) |
| `jnp.array(n)`, `jnp.asarray(n)`, `jnp.int32(n)`, `jnp.int64(n)`, `n` an int | `n` |
| `jnp.prod(a)`                                   | `math.prod(t)`           |
| `jnp.sum(a)`                                    | `sum(t)`                 |
| `jnp.max(a)`, `jnp.amax(a)`                     | `max(t)`                 |
| `jnp.min(a)`, `jnp.amin(a)`                     | `min(t)`                 |
| `jnp.array(t)[i]`, `jnp.array(t)[i:j]`          | `t[i]`, `t[i:j]`         |
| `np.prod(jnp.array(t))` (numpy half-migrated)   | `np.prod(t)`             |
| `jnp.shape(x)`, `jnp.ndim(x)`, `jnp.size(x)`    | unchanged (already host values) |

`math` is imported if needed (reusing an existing binding); a jax.numpy import left unused goes.

## Why
Under `jit` (and in `lax.scan`, `fori_loop`, `while_loop` and `cond` bodies, even without an outer
`jit`) every jax.numpy call returns a tracer, even on constants. Where a concrete value is needed
this fails: `TypeError: Shapes must be 1D sequences of concrete values of integer type`,
`ConcretizationTypeError` (`int()`), `TracerBoolConversionError` (`if`),
`TracerIntegerConversionError` (`range()`), `IndexError` (a slice bound). Before omnistaging
such calls ran on the device at trace time, a hidden performance cost even outside `jit`.
Rewriting a half of the chain is not enough: `np.prod(jnp.array(x.shape))` under `jit` silently
returns a tracer.

## Example
```python
@jit
def flatten(x):
    size = jnp.prod(jnp.array(x.shape))
    return x.reshape((size,))
```
becomes
```python
@jit
def flatten(x):
    size = math.prod(x.shape)
    return x.reshape((size,))
```

## Limitations
Values used as data are left alone: `x / jnp.sqrt(x.shape[-1])` works under `jit`, and a host
value would change its dtype or weak type. A variable used both where a static value is needed and
as data, shape math mixed with values that cannot be proven static, and float math in a static
place (`/`, `jnp.sqrt`, `jnp.ceil(...).astype(int)`: the host result can differ from the
float32 one) are reported for manual review, not rewritten. So are static arguments whose type
omnifix cannot tell (on the host `2 * n` repeats a tuple where jax.numpy multiplies an array:
annotate them), helpers that another module of the run uses as data (or in a way omnifix does not
follow), and public helpers no other module of the run imports (a module outside the run may use
the value as data: a public helper is rewritten only when the run shows its importers; a private
one, whose name starts with `_`, is trusted to have none outside the run).
Exactness: for non-empty shapes the values are identical. `jnp.prod`/`jnp.sum` of an empty
tuple is the float32 `1.0`/`0.0` (so the original fails as a shape even eagerly) where `math.prod`
and `sum` give the ints `1`/`0`; products above 2**31 - 1 wrap around in int32 but not in Python.
`jnp.prod(x.shape)` (a tuple argument) raises even eagerly in today's JAX; it is rewritten to what
old JAX computed. A module-level constant is trusted not to be assigned from other modules
(`config.N = 8`). Not followed: attributes (`self.size`), helpers that are methods, a helper of
another module used inside a helper of this one (the chain is not followed across modules: the
helper is reported, not rewritten), a variable assigned in a branch or loop, static arguments of
functions jitted inside another function.
"""

from __future__ import annotations

import ast
import dataclasses
import os
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Mapping

import libcst as cst
from libcst.metadata import Assignment, FunctionScope, MetadataWrapper, ScopeProvider

from omnifix.codemod import Codemod
from omnifix.names import Names, walk_ast
from omnifix.positions import positions
from omnifix.results import Tier

INT, SEQ, ARRAY, BOOL = "int", "sequence", "array", "bool"  # ARRAY: a jax array of ints, a SEQ on the host
SHAPE, INDEX, TEST = frozenset({INT, SEQ, ARRAY}), frozenset({INT}), frozenset({INT, BOOL})

_REDUCTIONS = {"prod": "math.prod", "sum": "sum", "max": "max", "amax": "max", "min": "min", "amin": "min"}
_WRAPPERS = {"array", "asarray", "int32", "int64"}
_HOST = {"shape": SEQ, "ndim": INT, "size": INT}  # jnp.shape(x) and x.shape are host values already
_CONVERTIBLE = frozenset(_REDUCTIONS) | _WRAPPERS
_REPORTED = frozenset({"sqrt", "ceil", "floor", "round", "rint", "trunc", "log", "log2", "log10", "exp", "power",
                       "divide", "true_divide", "floor_divide", "cumprod", "cumsum", "maximum", "minimum", "abs"})
_MATH = "__omnifix_math__"  # placeholder for the `math` module's name, filled in when a rewrite is applied

# function -> (positional indices, keywords, kinds) of the arguments that must be static
_ARGS: dict[str, tuple[tuple[int, ...], tuple[str, ...], frozenset[str]]] = {}
for _module in ("jax.numpy", "numpy"):
    _ARGS.update({
        f"{_module}.reshape": ((1,), ("newshape", "shape"), SHAPE),
        f"{_module}.zeros": ((0,), ("shape",), SHAPE),
        f"{_module}.ones": ((0,), ("shape",), SHAPE),
        f"{_module}.empty": ((0,), ("shape",), SHAPE),
        f"{_module}.full": ((0,), ("shape",), SHAPE),
        f"{_module}.broadcast_to": ((1,), ("shape",), SHAPE),
        f"{_module}.arange": ((0, 1, 2), ("start", "stop", "step"), INDEX),
        f"{_module}.linspace": ((2,), ("num",), INDEX),
        f"{_module}.eye": ((0, 1, 2), ("N", "M", "k"), INDEX),
        f"{_module}.identity": ((0,), ("n",), INDEX),
        f"{_module}.transpose": ((1,), ("axes",), SHAPE),
        f"{_module}.split": ((1,), ("indices_or_sections",), SHAPE),
        f"{_module}.pad": ((1,), ("pad_width",), SHAPE),
    })
_ARGS.update({
    "jax.lax.dynamic_slice": ((2,), ("slice_sizes",), SHAPE),
    "jax.lax.dynamic_slice_in_dim": ((2,), ("slice_size",), INDEX),
    "jax.random.split": ((1,), ("num", "shape"), SHAPE),
    "jax.random.bernoulli": ((2,), ("shape",), SHAPE),
    "jax.random.choice": ((2,), ("shape",), SHAPE),
    "jax.random.truncated_normal": ((3,), ("shape",), SHAPE),
    "jax.random.categorical": ((2, 3), ("axis", "shape"), SHAPE),
    **{f"jax.random.{name}": ((1,), ("shape",), SHAPE) for name in (
        "normal", "uniform", "randint", "gumbel", "laplace", "logistic", "exponential", "cauchy",
        "rademacher", "bits", "orthogonal", "t", "gamma", "beta", "poisson", "dirichlet")},
})
# an int makes these count (`permutation(key, n)` shuffles `arange(n)`), an array is data: only a
# value proven static is rewritten there, nothing else is reported
_COUNT_OR_DATA = {"jax.random.permutation": ((1,), ("x",)), "jax.random.choice": ((1,), ("a",))}
_BUILTIN_ARGS = {"int": ((0,), INDEX), "range": ((0, 1, 2), INDEX), "bool": ((0,), TEST)}
_METHODS = {"reshape": ("shape", "newshape"), "transpose": ("axes",)}
_ATOMIC = (cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.Integer, cst.Float, cst.List, cst.Tuple)
_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide, cst.Modulo)
_ORDER = (cst.LessThan, cst.GreaterThan, cst.LessThanEqual, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)


@dataclass
class Conv:
    """A static expression: its kind, its host form, and what rewriting it needs."""

    kind: str
    node: cst.BaseExpression  # the host form (the original node when nothing changes)
    calls: dict = field(default_factory=dict)  # outermost jax.numpy calls replaced -> host node
    funcs: list = field(default_factory=list)  # func nodes of the jax.numpy calls that go away
    deps: frozenset = frozenset()  # variables (Assignment) whose assignment must be rewritten
    uses: frozenset = frozenset()  # Name nodes of those variables read here

    @property
    def changed(self) -> bool:
        return bool(self.calls or self.deps)


def _merge(kind, node, parts, **extra) -> Conv:
    return Conv(kind, node,
                calls={k: v for p in parts for k, v in p.calls.items()},
                funcs=[f for p in parts for f in p.funcs],
                deps=frozenset().union(*(p.deps for p in parts)),
                uses=frozenset().union(*(p.uses for p in parts)), **extra)


def _parenthesized(node: cst.BaseExpression) -> cst.BaseExpression:
    if isinstance(node, _ATOMIC) and not (isinstance(node, cst.Tuple) and not node.lpar) or node.lpar:
        return node
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def _positional(call: cst.Call) -> list[cst.Arg] | None:
    """The arguments of a call made only of plain positional arguments, else None."""
    if any(a.keyword is not None or a.star for a in call.args):
        return None
    return list(call.args)


def _picked(args, positions_: tuple[int, ...], keywords: tuple[str, ...]) -> list[cst.Arg]:
    """The arguments at `positions_` or named by `keywords`."""
    return [a for i, a in enumerate(args)
            if not a.star and (a.keyword.value in keywords if a.keyword else i in positions_)]


def _jnp_references(names: Names, leaves: frozenset[str] | None) -> bool:
    """Whether the module refers to a function of jax.numpy named in `leaves` (None: to any but
    `shape`, `ndim` and `size`)."""
    for reference in names.references:
        if reference.startswith("jax.numpy."):
            leaf = reference[10:]
            if leaf in leaves if leaves is not None else "." not in leaf and leaf not in _HOST:
                return True
    return False


_SINK_LEAVES = (frozenset(name.rpartition(".")[2] for name in [*_ARGS, *_COUNT_OR_DATA]) | _BUILTIN_ARGS.keys()
                | _METHODS.keys())
_HOST_CALLS = frozenset({"len", "shape", "ndim", "size"})
_HOST_BUILTINS = ("int", "float", "bool", "len", "round")  # host values whatever their argument (`_host_call`)
_LEAF_BUILTINS = ("int", "float", "round", "abs", "max", "min", "sum", "len")  # static of static (`_static_leaves`)
_LEAF_MODULES = ("jax.numpy", "numpy", "math")  # their functions are static of static (`_static_leaves`)


class _AstStatic:
    """On the `ast`, with no scopes (so it finds more than the codemod acts on, never less):
    whether some static place may hold what the codemod's visit rewrites or reports
    (`in_static_place`: place by place, on the nodes inside each, as the visit's `_device` and
    `_has_jnp` (`computes`), `_convert` (`convertible`, `changes`) and `_static_leaves`
    (`static_leaves`) see them), and the module's functions every `return` of which gives static
    math done with jax.numpy (`static_helpers`, for `exports`, with the narrower `is_static`:
    `.shape`, `len()`, int literals, the table's jax.numpy calls and names assigned such values;
    helpers, the functions that make such calls, count as such calls)."""

    _last: _AstStatic | None = None

    @classmethod
    def of(cls, names: Names) -> _AstStatic:
        """The analysis of `names`, made once for the file being screened (phase 1 asks for
        `is_candidate` and `exports` of the same `Names`)."""
        last = cls._last
        if last is None or last.names is not names:
            last = cls._last = cls(names)
        return last

    def __init__(self, names: Names) -> None:
        self.names = names
        self.jnp_names = {name for name, found in names.meanings.items()
                          if any(m.startswith("jax.numpy") for m in found)}
        self.assignments: list[tuple[str, ast.AST]] = []
        self.calls: list[ast.Call] = []
        self.places: list[tuple[ast.AST, bool]] = []  # (a static place, whether the visit reports there)
        defs: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
        for node in names.nodes:
            kind = type(node)
            if kind is ast.Call:
                self.calls.append(node)
                if self.sink(node):
                    self.places += self.arguments(node)
            elif kind is ast.Subscript:
                self.places += _slice_places(node.slice)
            elif kind in _TESTS:
                self.places.append((node.test, True))
            elif kind is ast.Assign or kind is ast.AnnAssign:
                targets = node.targets if kind is ast.Assign else [node.target]
                self.assignments += [(t.id, node.value) for t in targets
                                     if type(t) is ast.Name and node.value is not None]
            elif kind is ast.FunctionDef or kind is ast.AsyncFunctionDef:
                defs.append(node)
        self.params: set[str] = set()  # every parameter of a function jitted with some static argument
        if not _STATIC_KEYWORDS.isdisjoint(names.identifiers):
            wrapped = {c.args[0].id for c in self.calls
                       if c.args and type(c.args[0]) is ast.Name and _declares_static(c)}
            for d in defs:
                if d.name in wrapped or any(type(x) is ast.Call and _declares_static(x) for x in d.decorator_list):
                    self.params.update(a.arg for a in [*d.args.posonlyargs, *d.args.args, *d.args.kwonlyargs])
        # the module's functions the visit may take for helpers (`_helpers`: undecorated, not async)
        self.functions = {d.name: d for d in names.tree.body if type(d) is ast.FunctionDef and not d.decorator_list}
        # made by `in_static_place`, in this order:
        self.computing: set[str] = set()  # names assigned values that compute with jax.numpy
        self.returning: set[str] = set()  # functions of `functions` each `return` of which may convert
        self.convertible_names: set[str] = set()  # names assigned values that may convert
        self.changing: set[str] = set()  # functions of `returning` some `return` of which may change
        self.changing_names: set[str] = set()  # names assigned values that may convert and change
        self.leaf_names: set[str] = set()  # names assigned values whose leaves may all be static
        self.leaf_computing: set[str] = set()  # names assigned such values that compute with jax.numpy
        # made by `static_helpers`, which `in_static_place` does not need:
        self.helpers: set[str] = set()
        self.static: set[str] = set()  # names assigned values `is_static` accepts

    def sink(self, node: ast.Call) -> bool:
        """Whether `node` may call a function some of whose arguments are static places, a quick
        test before `arguments`: its callee's last name, or the last name of what an import binds
        that name to, is one of the table's (`from jax.numpy import zeros as z` makes `z(n)` one)."""
        leaf, owner = self.callee(node)
        return leaf in _SINK_LEAVES or owner is None and any(
            m.rpartition(".")[2] in _SINK_LEAVES for m in self.names.meanings.get(leaf, ()))

    def arguments(self, node: ast.Call) -> list[tuple[ast.AST, bool]]:
        """The static places among the arguments of `node` (and whether the visit reports there),
        picked as the visit's `_sinks` picks them, for every function `node` may call."""
        func, args = node.func, node.args
        if self.builtin(func, _BUILTIN_ARGS):
            positions_, _ = _BUILTIN_ARGS[func.id]
            return [(a, True) for i, a in enumerate(args) if i in positions_ and type(a) is not ast.Starred]
        found = []
        dotted = _dotted(func)
        root, _, rest = (dotted or "").partition(".")
        for meaning in self.names.meanings.get(root, ()):
            name = f"{meaning}.{rest}" if rest else meaning
            for table, hard in ((_ARGS, True), (_COUNT_OR_DATA, False)):
                if name in table:
                    positions_, keywords = table[name][:2]
                    found += [(a, hard) for i, a in enumerate(args) if i in positions_ and type(a) is not ast.Starred]
                    found += [(k.value, hard) for k in node.keywords if k.arg in keywords]
        if type(func) is ast.Attribute and func.attr in _METHODS and root not in self.names.meanings:
            found += [(a, True) for a in args if type(a) is not ast.Starred]
            found += [(k.value, True) for k in node.keywords if k.arg in _METHODS[func.attr]]
        return found

    def callee(self, node: ast.Call) -> tuple[str | None, str | None]:
        """(the callee's last name, the name of what it is an attribute of)."""
        func = node.func
        if type(func) is ast.Name:
            return func.id, None
        if type(func) is ast.Attribute:
            root = func.value
            owner = root.id if type(root) is ast.Name else "jax.numpy" if _dotted(root) == "jax.numpy" else None
            return func.attr, owner
        return None, None

    def jnp_call(self, node: ast.AST) -> bool:
        if type(node) is not ast.Call:
            return False
        leaf, owner = self.callee(node)
        leaves = _CONVERTIBLE | _REPORTED
        if owner is None:
            return leaf in leaves and any(m.startswith("jax.numpy.") for m in self.names.meanings.get(leaf, ()))
        return leaf in leaves and (owner in self.jnp_names or owner == "jax.numpy")

    def helper_call(self, node: ast.AST) -> bool:
        return type(node) is ast.Call and type(node.func) is ast.Name and node.func.id in self.helpers

    def is_static(self, node: ast.AST) -> bool:
        kind = type(node)
        if kind is ast.Constant:
            return isinstance(node.value, int)
        if kind is ast.Attribute:
            return node.attr in ("shape", "ndim", "size")
        if kind is ast.Name:
            return node.id in self.static
        if kind is ast.Subscript:
            return self.is_static(node.value)
        if kind is ast.Call:
            leaf, _ = self.callee(node)
            if leaf in _HOST_CALLS or self.helper_call(node):
                return True
            return self.jnp_call(node) and all(self.is_static(a) for a in node.args) and all(
                self.is_static(k.value) for k in node.keywords)
        operands = _operands(node)
        return operands is not None and all(self.is_static(o) for o in operands)

    def grow(self, names_: set[str], test, assignments: list[tuple[str, ast.AST]] | None = None) -> None:
        """Add to `names_` the targets of `assignments` (default: all) whose values pass `test`,
        until none is left to add."""
        while True:
            more = {target for target, value in (self.assignments if assignments is None else assignments)
                    if target not in names_ and test(value)}
            if not more:
                return
            names_ |= more

    def in_static_place(self) -> bool:
        """Whether the visit may rewrite or report something in a static place (an argument of a
        call named like one of `_ARGS`, `int`/`bool`/`range`, `.reshape`/`.transpose`, an
        `if`/`while`/`assert`/conditional test, a subscript's index or slice bound): decided place
        by place, on the nodes inside each (`hot`), so jax.numpy math that is only on the same
        lines as a static place does not count."""
        values = [(target, *self.jax_numpy_in(value)) for target, value in self.assignments]
        self.computing = {target for target, calls, _ in values if calls}
        while True:  # and names assigned values that read those, each walked once
            more = {target for target, _, reads in values
                    if target not in self.computing and not self.computing.isdisjoint(reads)}
            if not more:
                break
            self.computing |= more
        places = [(place, hard) for place, hard in self.places if self.computes(place)]
        if not places:
            return False
        assignments, returns = self.reached([place for place, _ in places])
        self.returning, self.convertible_names = set(), set(self.params)
        while True:  # as the visit, which gives up on a cycle: each found from those found before
            self.grow(self.convertible_names, self.convertible, assignments)
            more = {name for name, values in returns.items()
                    if name not in self.returning and all(self.convertible(v) for v in values)}
            if not more:
                break
            self.returning |= more
        self.changing, self.changing_names = set(), set()
        while True:
            self.grow(self.changing_names, lambda value: self.convertible(value) and self.changes(value), assignments)
            more = {name for name in self.returning - self.changing if any(self.changes(v) for v in returns[name])}
            if not more:
                break
            self.changing |= more
        self.leaf_names = set(self.params)
        self.grow(self.leaf_names, self.static_leaves, assignments)
        self.leaf_computing = set()
        self.grow(self.leaf_computing, lambda value: self.static_leaves(value) and self.leaves_compute(value),
                  assignments)
        return any(self.hot(place, hard) for place, hard in places)

    def reached(self, roots: list[ast.AST]) -> tuple[list[tuple[str, ast.AST]], dict[str, list[ast.AST]]]:
        """The assignments, and the values returned by functions of `functions`, that `roots` may
        depend on: those of the names they read and the functions they call, and so on (the only
        ones the names and functions `hot` asks about are found from)."""
        values: dict[str, list[ast.AST]] = {}
        for target, value in self.assignments:
            values.setdefault(target, []).append(value)
        assignments: list[tuple[str, ast.AST]] = []
        returns: dict[str, list[ast.AST]] = {}
        seen: set[str] = set()
        stack = list(roots)
        while stack:
            for node in walk_ast(stack.pop()):
                if type(node) is ast.Name and node.id not in seen:
                    seen.add(node.id)
                    assignments += [(node.id, value) for value in values.get(node.id, ())]
                    stack += values.get(node.id, ())
                    if node.id in self.functions and (returned := _returned(self.functions[node.id])):
                        returns[node.id] = returned
                        stack += returned
        return assignments, returns

    def hot(self, place: ast.AST, hard: bool) -> bool:
        """Whether the visit's `_sink` may rewrite or report `place`, which computes with
        jax.numpy, or a part of it (an element of a tuple or list, an operand of `and`, `or`,
        `not`): it may convert as a whole, changing something (a rewrite); or, where the visit
        reports (`hard`: not an index), its leaves may all be static, it reads a parameter of a
        function jitted with static arguments, or it holds a call of the table's jax.numpy
        functions that may convert (a report)."""
        if self.convertible(place) and self.changes(place) or hard and (
                self.static_leaves(place) and self.leaves_compute(place) or any(
                type(n) is ast.Name and n.id in self.params or self.converted_call(n) for n in walk_ast(place))):
            return True
        return any(self.hot(part, hard) for part in _parts(place) if self.computes(part))

    def computes(self, node: ast.AST) -> bool:
        """Whether `node` computes with jax.numpy as the visit's `_device` and `_has_jnp` see it:
        it makes such a call (`jax_numpy_in`) or reads a name of `computing`."""
        calls, reads = self.jax_numpy_in(node)
        return calls or not self.computing.isdisjoint(reads)

    def jax_numpy_in(self, node: ast.AST) -> tuple[bool, set[str]]:
        """Whether `node` calls a jax.numpy function (not `shape`, `ndim`, `size`) or one of
        `functions` (the visit counts each, whatever it does), and, if not, the names it reads;
        what is below `x.shape`, `len()`, `int()` and the like does not count."""
        reads: set[str] = set()
        stack = [node]
        while stack:
            n = stack.pop()
            kind = type(n)
            if kind is ast.Name:
                reads.add(n.id)
                continue
            if kind is ast.Attribute and n.attr in _HOST:
                continue
            if kind is ast.Call:
                func = n.func
                leaf = self.function_of(func, "jax.numpy")
                if leaf is not None:
                    if leaf not in _HOST:
                        return True, reads
                    continue
                if type(func) is ast.Name and func.id in self.functions:
                    return True, reads
                if self.builtin(func, _HOST_BUILTINS):
                    continue
            stack += _children(n)
        return False, reads

    def convertible(self, node: ast.AST) -> bool:
        """Whether the visit's `_convert` may give `node` a host form (whatever its kind): int
        literals, `.shape`, `.ndim`, `.size`, `len()` and `jnp.shape()` of anything, `int`, `max`,
        `min`, numpy's reductions and the table's jax.numpy calls of such values, calls of the
        functions of `returning`, names of `convertible_names`, and operations of these."""
        kind = type(node)
        if kind is ast.Constant:
            return type(node.value) is int
        if kind is ast.Attribute:
            return node.attr in _HOST
        if kind is ast.Name:
            return node.id in self.convertible_names
        if kind is ast.Subscript:
            return self.convertible(node.value)
        if kind is ast.Call:
            func, args = node.func, node.args
            if type(func) is ast.Name and func.id in self.returning:
                return True
            leaf = self.function_of(func, "jax.numpy")
            if any(type(a) is ast.Starred for a in args):
                return False
            if leaf in _HOST:
                return bool(args or node.keywords)
            if node.keywords:
                return False
            if self.builtin(func, ("len",)):
                return len(args) == 1
            if self.builtin(func, ("int", "max", "min")):
                return bool(args) and all(self.convertible(a) for a in args)
            return len(args) == 1 and (leaf in _CONVERTIBLE or leaf is None and self.function_of(
                func, "numpy") in _REDUCTIONS) and self.convertible(args[0])
        operands = _operands(node)
        return operands is not None and all(self.convertible(o) for o in operands)

    def changes(self, node: ast.AST) -> bool:
        """Whether `node` holds something a conversion by the visit's `_convert` may replace with
        its host form (`Conv.changed`): a call `converted_call` accepts, a call of a function of
        `changing`, a name of `changing_names`."""
        for n in walk_ast(node):
            kind = type(n)
            if kind is ast.Name and n.id in self.changing_names or kind is ast.Call and (
                    type(n.func) is ast.Name and n.func.id in self.changing or self.converted_call(n)):
                return True
        return False

    def converted_call(self, node: ast.AST) -> bool:
        """`node` is a call of the table's jax.numpy functions that may convert (`Conv.calls`)."""
        return type(node) is ast.Call and self.function_of(node.func, "jax.numpy") in _CONVERTIBLE and \
            self.convertible(node)

    def static_leaves(self, node: ast.AST) -> bool:
        """Whether every value `node` is computed from may be static, as the visit's
        `_static_leaves` sees it: int and float literals, `.shape`, `.ndim`, `.size`, names of
        `leaf_names`, calls of the functions of jax.numpy, numpy and math and of some builtins
        on such values, `.astype()` of such a value, whatever the operations."""
        kind = type(node)
        if kind is ast.Constant:
            return type(node.value) in (int, float)
        if kind is ast.Attribute:
            return node.attr in _HOST
        if kind is ast.Name:
            return node.id in self.leaf_names
        if kind is ast.Subscript:
            return self.static_leaves(node.value)
        if kind is ast.Call:
            func = node.func
            if type(func) is ast.Attribute and func.attr == "astype":
                return self.static_leaves(func.value)
            if not (self.builtin(func, _LEAF_BUILTINS) or any(
                    self.function_of(func, module) is not None for module in _LEAF_MODULES)):
                return False
            return bool(node.args or node.keywords) and all(
                self.static_leaves(a.value if type(a) is ast.Starred else a) for a in node.args)
        operands = _operands(node)
        return operands is not None and all(self.static_leaves(o) for o in operands)

    def leaves_compute(self, node: ast.AST) -> bool:
        """Whether `node`, whose leaves may all be static, computes with jax.numpy (`computes`),
        where a name that `static_leaves` reads counts only if it is of `leaf_computing`: the
        visit follows one assignment of a variable for both."""
        kind = type(node)
        if kind is ast.Name:
            return node.id in self.leaf_computing
        if kind is ast.Subscript:
            return self.leaves_compute(node.value) or self.computes(node.slice)
        if kind is ast.Call:
            func = node.func
            keywords = any(self.computes(k.value) for k in node.keywords)
            if type(func) is ast.Attribute and func.attr == "astype":
                return self.leaves_compute(func.value) or keywords or any(self.computes(a) for a in node.args)
            leaf = self.function_of(func, "jax.numpy")
            if leaf is not None and leaf not in _HOST:
                return True
            if leaf is not None or self.builtin(func, _HOST_BUILTINS):
                return False
            return keywords or any(self.leaves_compute(a.value if type(a) is ast.Starred else a) for a in node.args)
        operands = _operands(node)
        return operands is not None and any(self.leaves_compute(o) for o in operands)

    def function_of(self, func: ast.AST, module: str) -> str | None:
        """The name of the function of `module` (`jax.numpy`, `numpy`, `math`) that `func` may
        refer to through the imports (`jnp.sum`: `sum` of `jax.numpy`), else None."""
        attributes = []
        while type(func) is ast.Attribute:
            attributes.append(func.attr)
            func = func.value
        meanings = self.names.meanings.get(func.id) if type(func) is ast.Name else None
        if not meanings:
            return None
        rest = "".join(f".{a}" for a in reversed(attributes))
        for meaning in meanings:
            owner, _, leaf = (meaning + rest).rpartition(".")
            if owner == module:
                return leaf
        return None

    def builtin(self, func: ast.AST, which) -> bool:
        """`func` is the builtin of `which` it is named after: no import or binding of the module
        takes the name (as the visit's `_builtin`)."""
        names = self.names
        return type(func) is ast.Name and func.id in which and func.id not in names.meanings \
            and func.id not in names.rebound

    def device(self) -> set[str]:
        """The names assigned static values computed with jax.numpy."""
        found: set[str] = set()
        self.grow(found, lambda value: self.computed(value, found))
        return found

    def computed(self, value: ast.AST, device: set[str]) -> bool:
        """A static value computed with jax.numpy (or a helper, or a name in `device`)."""
        return self.is_static(value) and any(self.jnp_call(n) or self.helper_call(n) or (
            type(n) is ast.Name and n.id in device) for n in walk_ast(value))

    def static_helpers(self) -> list[str]:
        """The module-level functions, undecorated, every `return` of which gives a static value
        computed with jax.numpy: the helpers whose value other modules may need on the host."""
        lines = {line for node in self.calls if self.jnp_call(node)
                 for line in range(node.lineno, (node.end_lineno or node.lineno) + 1)}
        self.helpers = {d.name for d in self.names.tree.body if type(d) in (ast.FunctionDef, ast.AsyncFunctionDef)
                        and _meets(_span(d), lines)}
        self.static = set(self.params)
        self.grow(self.static, self.is_static)
        while True:  # only helpers whose every return is static math count: fewer, until none drops out
            found = self.returning_static()
            if set(found) == self.helpers:
                return found
            self.helpers = set(found)

    def returning_static(self) -> list[str]:
        """The functions of `helpers`, undecorated, every `return` of which gives a static value
        computed with jax.numpy (`computed`)."""
        found, device = [], self.device()
        for d in self.names.tree.body:
            if type(d) is ast.FunctionDef and d.name in self.helpers and not d.decorator_list:
                values = [n.value for n in walk_ast(d) if type(n) is ast.Return]
                if values and all(v is not None and self.computed(v, device) for v in values):
                    found.append(d.name)
        return found


_ORDER_OPS = (ast.Lt, ast.Gt, ast.LtE, ast.GtE, ast.Eq, ast.NotEq)
_INT_OPS = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)
_TESTS = (ast.If, ast.While, ast.Assert, ast.IfExp)
Use = tuple[int, "frozenset[str] | None"]  # (line, the kinds a host value may have there; None: data)


class _AstUses:
    """How a module uses the values of helpers it imports: for each call, the kinds of static
    value the place it flows to accepts (None where it is data, or where that is not plain),
    found on the `ast` as `_sinks` finds static places on libcst. Followed: arithmetic, tuples,
    comparisons and `not` up to a static place, and a local variable assigned once in a function
    whose every read is static."""

    def __init__(self, names: Names) -> None:
        self.names = names
        self.parents: dict[ast.AST, ast.AST] = {}
        for node in names.nodes:
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node

    def of(self, imported: Mapping[str, str]) -> dict[str, tuple[Use, ...]]:
        found: dict[str, list[Use]] = {}
        for node in list(self.parents):
            if type(node) is ast.Name or type(node) is ast.Attribute:
                spelled = self.spelled(node)
                for spelling in spelled:
                    if spelling in imported:
                        plain = len(spelled) == 1 and _dotted(node).partition(".")[0] not in self.names.ambiguous
                        use = self.call_use(node) if plain else None
                        found.setdefault(imported[spelling], []).append((node.lineno, use))
        return {target: tuple(sorted(uses, key=lambda u: u[0])) for target, uses in found.items()}

    def spelled(self, node: ast.AST) -> set[str]:
        """Every dotted name a name or attribute chain may refer to through the imports."""
        dotted = _dotted(node)
        if dotted is None:
            return set()
        root, _, rest = dotted.partition(".")
        return {f"{m}.{rest}" if rest else m for m in self.names.meanings.get(root, ())}

    def call_use(self, node: ast.AST) -> frozenset[str] | None:
        parent = self.parents.get(node)
        if type(parent) is not ast.Call or parent.func is not node:
            return None
        return self.accepts(parent, 0)

    def accepts(self, node: ast.AST, depth: int) -> frozenset[str] | None:
        """The kinds the value of `node` may have for the place it flows to to be static."""
        parent = self.parents.get(node)
        kind = type(parent)
        if depth > 8 or parent is None:
            return None
        if (kind is ast.BinOp and type(parent.op) in _INT_OPS
                or kind is ast.UnaryOp and type(parent.op) in (ast.USub, ast.UAdd)):
            return _narrow(self.accepts(parent, depth + 1), INT, INDEX)
        if kind is ast.UnaryOp and type(parent.op) is ast.Not or kind is ast.BoolOp:
            return _narrow(self.accepts(parent, depth + 1), BOOL, TEST)
        if kind is ast.Compare and all(type(op) in _ORDER_OPS for op in parent.ops):
            return _narrow(self.accepts(parent, depth + 1), BOOL, INDEX)
        if kind in (ast.Tuple, ast.List):
            return _narrow(self.accepts(parent, depth + 1), SEQ, INDEX)
        if kind is ast.Starred and type(self.parents.get(parent)) in (ast.Tuple, ast.List):
            return _narrow(self.accepts(self.parents[parent], depth + 1), SEQ, frozenset({SEQ, ARRAY}))
        if kind in _TESTS and parent.test is node:
            return TEST
        if kind is ast.Subscript and parent.slice is node or kind is ast.Slice:
            return INDEX
        if kind is ast.Call and node is not parent.func:
            return self.argument(parent, node)
        if kind is ast.keyword:
            return self.argument(self.parents[parent], parent)
        if kind is ast.Assign and len(parent.targets) == 1 and type(parent.targets[0]) is ast.Name:
            return self.variable(parent, parent.targets[0].id, depth)
        return None

    def argument(self, call: ast.Call, arg: ast.AST) -> frozenset[str] | None:
        """The kinds a static argument of `call` accepts at `arg` (an expression or a keyword)."""
        keyword = arg.arg if type(arg) is ast.keyword else None
        index = None if keyword is not None else call.args.index(arg) if arg in call.args else None
        if keyword is None and (index is None or any(type(a) is ast.Starred for a in call.args[: index + 1])):
            return None
        func = call.func
        if type(func) is ast.Name and func.id in _BUILTIN_ARGS and func.id not in self.names.meanings \
                and func.id not in self.names.rebound:
            positions_, kinds = _BUILTIN_ARGS[func.id]
            return kinds if keyword is None and index in positions_ else None
        spelled = self.spelled(func)
        if spelled:
            if len(spelled) != 1:
                return None
            (name,) = spelled
            if name in _ARGS:
                positions_, keywords, kinds = _ARGS[name]
                return kinds if (keyword in keywords if keyword else index in positions_) else None
            if name in _COUNT_OR_DATA:
                positions_, keywords = _COUNT_OR_DATA[name]
                return INDEX if (keyword in keywords if keyword else index in positions_) else None
            return None
        if type(func) is ast.Attribute and func.attr in _METHODS and (_dotted(func) is None or _dotted(func).partition(".")[0] not in self.names.meanings):
            if keyword is not None:
                return SHAPE if keyword in _METHODS[func.attr] else None
            plain = [a for a in call.args if type(a) is not ast.Starred]
            return SHAPE if len(plain) == 1 else INDEX
        return None

    def variable(self, assign: ast.Assign, name: str, depth: int) -> frozenset[str] | None:
        function = self.parents.get(assign)
        while function is not None and type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef):
            if type(function) in (ast.Lambda, ast.ClassDef, ast.For, ast.While, ast.If, ast.With, ast.Try):
                return None  # a branch, loop or other scope
            function = self.parents.get(function)
        if function is None:
            return None
        stores, loads = 0, []
        for n in walk_ast(function):
            if type(n) is ast.Name and n.id == name:
                if type(n.ctx) is ast.Load:
                    loads.append(n)
                else:
                    stores += 1
            elif type(n) in (ast.Global, ast.Nonlocal, ast.arg) and name in (n.names if type(n) is not ast.arg else [n.arg]):
                return None
        if stores != 1 or not loads:
            return None
        kinds = None
        for load in loads:
            found = self.accepts(load, depth + 1)
            if found is None:
                return None
            kinds = found if kinds is None else kinds & found
        return kinds or None


def _narrow(outer: frozenset[str] | None, needed: str, inner: frozenset[str]) -> frozenset[str] | None:
    """The kinds an operand accepts, when the expression it is part of must be `needed` there."""
    return inner if outer is not None and needed in outer else None


_PARTIALS = frozenset({"functools.partial", "jax.partial"})
_JITS = {"jax.jit": ("static_argnums", "static_argnames"), "jax.pmap": ("static_broadcasted_argnums",)}
_SEQUENCES = frozenset({"typing.Tuple", "typing.Sequence", "collections.abc.Sequence"})


def _module_bindings(tree: ast.Module) -> tuple[Counter, set[str]]:
    """How many times each name is bound in the module's own scope (`*` for a star import), and
    the names some function or class declares `global`."""
    bound: Counter = Counter()
    declared: set[str] = set()
    stack = [(statement, False) for statement in tree.body]
    while stack:
        node, nested = stack.pop()
        kind = type(node)
        if kind is ast.Global:
            declared.update(node.names)
        elif not nested:
            if kind is ast.Name and type(node.ctx) is not ast.Load:
                bound[node.id] += 1
            elif kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
                bound[node.name] += 1
            elif kind is ast.Import or kind is ast.ImportFrom:
                bound.update((a.asname or a.name).partition(".")[0] for a in node.names)
            elif kind in (ast.ExceptHandler, ast.MatchAs, ast.MatchStar) and node.name:
                bound[node.name] += 1
            elif kind is ast.MatchMapping and node.rest:
                bound[node.rest] += 1
        inner = nested or kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
        stack.extend((child, inner) for child in ast.iter_child_nodes(node))
    return bound, declared


def _literal_kind(e: cst.BaseExpression, constants: dict[str, str]) -> str | None:
    """INT or SEQ for an int literal, a tuple of them or arithmetic of them (`constants`: names
    known to hold such values), else None."""
    if isinstance(e, cst.Integer):
        return INT
    if isinstance(e, cst.Name):
        return constants.get(e.value)
    if isinstance(e, cst.UnaryOperation) and isinstance(e.operator, (cst.Minus, cst.Plus)):
        return INT if _literal_kind(e.expression, constants) == INT else None
    if isinstance(e, cst.BinaryOperation) and (isinstance(e.operator, _ARITHMETIC) or isinstance(
            e.operator, cst.Power) and isinstance(e.right, cst.Integer)):
        return INT if _literal_kind(e.left, constants) == _literal_kind(e.right, constants) == INT else None
    if isinstance(e, cst.Tuple) and all(
            isinstance(x, cst.Element) and _literal_kind(x.value, constants) == INT for x in e.elements):
        return SEQ
    return None


def _returns(function: cst.FunctionDef) -> list[cst.BaseExpression]:
    """The values `function` returns, if each `return` has one and it is no generator."""
    found = []
    for n in _walk(function.body, skip=lambda n: isinstance(n, (cst.FunctionDef, cst.ClassDef, cst.Lambda))):
        if isinstance(n, cst.Return):
            if n.value is None:
                return []
            found.append(n.value)
        elif isinstance(n, (cst.Yield, cst.Await)):
            return []
    return found


_STATIC_KEYWORDS = frozenset({"static_argnums", "static_argnames", "static_broadcasted_argnums"})


def _declares_static(call: ast.Call) -> bool:
    return any(k.arg in _STATIC_KEYWORDS for k in call.keywords)


def _slice_places(part: ast.AST) -> list[tuple[ast.AST, bool]]:
    """The static places of a subscript's slice, as the visit's `_sinks` sees them: each index (the
    visit rewrites there, but reports nothing) and each bound of a slice (reported)."""
    found = []
    for element in part.elts if type(part) is ast.Tuple else [part]:
        if type(element) is ast.Slice:
            found += [(b, True) for b in (element.lower, element.upper, element.step) if b is not None]
        else:
            found.append((element, False))
    return found


def _operands(node: ast.AST) -> list[ast.AST] | None:
    """The values an operation, a tuple or a list is made of, else None."""
    kind = type(node)
    if kind is ast.BinOp:
        return [node.left, node.right]
    if kind is ast.UnaryOp:
        return [node.operand]
    if kind is ast.Compare:
        return [node.left, *node.comparators]
    if kind is ast.BoolOp:
        return node.values
    if kind is ast.Tuple or kind is ast.List:
        return [e.value if type(e) is ast.Starred else e for e in node.elts]
    return None


def _parts(node: ast.AST) -> list[ast.AST]:
    """The parts of a static place the visit's `_sink` tries one by one when the whole is not
    static: the elements of a tuple or list, the operands of `and`, `or`, `not`."""
    kind = type(node)
    if kind is ast.Tuple or kind is ast.List:
        return [e.value if type(e) is ast.Starred else e for e in node.elts]
    if kind is ast.BoolOp:
        return node.values
    if kind is ast.UnaryOp and type(node.op) is ast.Not:
        return [node.operand]
    return []


def _returned(function: ast.FunctionDef) -> list[ast.AST]:
    """The values `function` returns, if each `return` has one and it is no generator (as the
    visit's `_returns`)."""
    found = []
    stack = list(function.body)
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda):
            continue
        if kind is ast.Return:
            if node.value is None:
                return []
            found.append(node.value)
        elif kind in (ast.Yield, ast.YieldFrom, ast.Await):
            return []
        stack += _children(node)
    return found


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _children(node: ast.AST) -> list[ast.AST]:
    """The nodes right below `node` (not the `ctx` of a name); faster than `ast.iter_child_nodes`."""
    kind = type(node)
    fields = _CHILD_FIELDS.get(kind)
    if fields is None:
        fields = _CHILD_FIELDS[kind] = tuple(f for f in kind._fields if f != "ctx")
    found = []
    for name in fields:
        value = getattr(node, name, None)
        if type(value) is list:
            found += [v for v in value if isinstance(v, ast.AST)]
        elif isinstance(value, ast.AST):
            found.append(value)
    return found


def _span(node: ast.AST) -> tuple[int, int]:
    return node.lineno, node.end_lineno or node.lineno


def _meets(span: tuple[int, int], lines: set[int]) -> bool:
    return any(line in lines for line in range(span[0], span[1] + 1))


def _dotted(node: ast.AST) -> str | None:
    parts = []
    while type(node) is ast.Attribute:
        parts.append(node.attr)
        node = node.value
    if type(node) is not ast.Name:
        return None
    return ".".join([node.id, *reversed(parts)])


class HostShapeMath(Codemod):
    CODE = "SHP001"
    SUMMARY = "Compute static values (shapes, sizes, counts) on the host instead of with jax.numpy"
    TIER = Tier.SAFE
    PATTERN = re.compile(rb"numpy")

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        return b"jax" in data and b"numpy" in data

    @classmethod
    def is_candidate(cls, names: Names) -> bool:
        """A static place may hold what the visit rewrites or reports: it reports math of static
        values done with any jax.numpy function, not only the table's."""
        return _jnp_references(names, None) and _AstStatic.of(names).in_static_place()

    @classmethod
    def may_rewrite(cls, names: Names) -> bool:
        return _jnp_references(names, _CONVERTIBLE) and _AstStatic.of(names).in_static_place()

    @classmethod
    def exports(cls, names: Names) -> list[str]:
        """The helpers whose every `return` gives static math done with jax.numpy."""
        return _AstStatic.of(names).static_helpers() if _jnp_references(names, _CONVERTIBLE) else []

    @classmethod
    def uses(cls, names: Names, imported: Mapping[str, str]) -> dict[str, tuple[Use, ...]]:
        """Per helper, each use: (line, the kinds of static value the place accepts, or None)."""
        return _AstUses(names).of(imported)

    @classmethod
    def lines(cls, names: Names) -> set[int]:
        """The lines of calls to jax.numpy functions, and of calls to the module's functions that
        make such calls (helpers whose value may have to be computed on the host)."""
        found: set[int] = set()
        by_name: list[ast.Call] = []
        for node in names.nodes:
            if type(node) is ast.Call:
                rest, value = "", node.func
                if type(value) is ast.Name:
                    by_name.append(node)
                while type(value) is ast.Attribute:
                    rest, value = f".{value.attr}{rest}", value.value
                if type(value) is ast.Name and any(
                    (m + rest).startswith("jax.numpy.") for m in names.meanings.get(value.id, ())
                ):
                    found.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        helpers = {d.name for d in names.tree.body if type(d) in (ast.FunctionDef, ast.AsyncFunctionDef)
                   and _meets(_span(d), found)}
        for node in by_name:
            if node.func.id in helpers:
                found.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        return found

    # -- planning: the whole module is analysed before anything is rewritten -----------------

    def visit_Module(self, node: cst.Module) -> None:
        self._module = node
        self._rewrites: dict[cst.Call, tuple[cst.BaseExpression, str]] = {}
        self._manual: dict[cst.CSTNode, str] = {}
        self._reported: set[cst.CSTNode] = set()
        self._memo: dict = {}
        self._var_convs: dict[Assignment, Conv | None] = {}
        self._in_progress: set[Assignment] = set()
        self._accesses: dict = {}  # top-level statement -> libcst's accesses in it, when a static place needs them
        self._statement: cst.CSTNode | None = None  # the top-level statement (or method) being planned
        self._values: dict[Assignment, cst.BaseExpression] = {}
        self._refs: dict = {}  # variable -> the Names reading it, where libcst's references are not those
        self._reaching: dict[cst.Name, Assignment] = {}  # a read of a variable assigned more than once
        self._assigns: dict[cst.Name, cst.BaseExpression] = {}
        functions: list[cst.FunctionDef] = []
        names: list[cst.Name] = []
        not_reads: set[cst.Name] = set()  # Names that are attributes, keywords, parameters, defined names
        for n in _walk(node):
            if isinstance(n, cst.Name):
                names.append(n)
            elif isinstance(n, cst.Assign) and len(n.targets) == 1 and isinstance(n.targets[0].target, cst.Name):
                self._assigns[n.targets[0].target] = n.value
            elif isinstance(n, cst.AnnAssign) and n.value is not None and isinstance(n.target, cst.Name):
                self._assigns[n.target] = n.value
            elif isinstance(n, cst.FunctionDef):
                functions.append(n)
                not_reads.add(n.name)
            elif isinstance(n, cst.Attribute):
                not_reads.add(n.attr)
            elif isinstance(n, (cst.Arg, cst.Param)):
                not_reads.add(n.keyword if isinstance(n, cst.Arg) else n.name)
            elif isinstance(n, cst.ClassDef):
                not_reads.add(n.name)
        self._assigned = {t.value for t in self._assigns}
        self._declarations(node, functions)
        for n in names:
            if n.value in self._helpers and n not in not_reads:
                self._refs[self._helpers[n.value]].append(n)
        self._device_names: set[str] = set()  # names assigned a value computed with jax.numpy somewhere
        while True:
            found = {t.value for t, v in self._assigns.items() if t.value not in self._device_names and self._device(v)}
            if not found:
                break
            self._device_names |= found
        self._plan()

    def _declarations(self, module: cst.Module, functions: list[cst.FunctionDef]) -> None:
        """The static values the module declares: parameters that `jit` makes static, module-level
        constants, and helpers (module-level functions) whose return values may be static."""
        bound, declared_global = _module_bindings(self.context.names.tree)
        once = {name for name, count in bound.items() if count == 1 and name not in declared_global}
        if "*" in bound:
            once = set()
        self._static_params: dict[cst.Param, str | None] = {}  # -> INT, SEQ or None (type unknown)
        self._constants: dict[str, str] = {}  # module-level name -> INT or SEQ
        self._constant_nodes: set[cst.Name] = set()
        self._helpers: dict[str, cst.FunctionDef] = {}
        self._returns: dict[cst.FunctionDef, list[cst.BaseExpression]] = {}
        for function in functions:
            for decorator in function.decorators:
                if isinstance(decorator.decorator, cst.Call):
                    self._mark_static(function, self._declared_static(decorator.decorator, wrapped=False))
        top = {s.name.value: (i, s) for i, s in enumerate(module.body) if isinstance(s, cst.FunctionDef)}
        for index, statement in enumerate(module.body):
            for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
                if not isinstance(small, (cst.Assign, cst.AnnAssign)) or small.value is None:
                    continue
                targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
                if len(targets) != 1 or not isinstance(targets[0], cst.Name):
                    continue
                target = targets[0].value
                if target in once and (kind := _literal_kind(small.value, self._constants)) is not None:
                    self._constants[target] = kind
                    self._constant_nodes.add(targets[0])
                elif isinstance(small.value, cst.Call) and small.value.args and isinstance(
                        wrapped := small.value.args[0].value, cst.Name) and wrapped.value in top:
                    at, function = top[wrapped.value]
                    if self._jitted_only(wrapped.value, target, at, index):
                        self._mark_static(function, self._declared_static(small.value, wrapped=True))
        self._static_names = {p.name.value for p in self._static_params}
        for name, (_, function) in top.items():
            if name in once and not function.decorators and function.asynchronous is None:
                returns = _returns(function)
                if returns:
                    self._helpers[name] = function
                    self._returns[function] = returns
                    self._refs[function] = []

    def _jitted_only(self, name: str, target: str, at: int, index: int) -> bool:
        """Whether every call of the module-level function `name`, jitted at statement `index` into
        `target`, goes through `jit`: `g = jit(f)` and `f` read nowhere else, or `f = jit(f)` and `f`
        read by no statement in between."""
        names = self.context.names
        if target != name:
            return names.uses[name] == 1
        between = self._module.body[at + 1 : index]
        return not any(isinstance(n, cst.Name) and n.value == name for s in between for n in _walk(s))

    def _declared_static(self, call: cst.Call, wrapped: bool) -> tuple[set[int], set[str]]:
        """The argument numbers and names `call` declares static: `partial(jax.jit, static_...)`,
        `jax.jit(static_...)` (decorators), `jax.jit(f, static_...)` (`wrapped`), and pmap's
        `static_broadcasted_argnums`; nothing unless the values are literals."""
        positional = [a for a in call.args if a.keyword is None]
        if any(a.star for a in call.args):
            return set(), set()
        names = self.qualified_names(call.func)
        if not names.isdisjoint(_PARTIALS):
            if wrapped or len(positional) != 1:
                return set(), set()
            names = self.qualified_names(positional[0].value)
        elif len(positional) != int(wrapped):
            return set(), set()
        keywords = next((k for n, k in _JITS.items() if n in names), ())
        numbers: set[int] = set()
        strings: set[str] = set()
        for arg in call.args:
            if arg.keyword is not None and arg.keyword.value in keywords:
                values = arg.value.elements if isinstance(arg.value, (cst.Tuple, cst.List)) else [arg.value]
                for value in values:
                    value = value.value if isinstance(value, cst.BaseElement) else value
                    if isinstance(value, cst.Integer):
                        numbers.add(int(value.value))
                    elif isinstance(value, cst.SimpleString) and isinstance(value.evaluated_value, str):
                        strings.add(value.evaluated_value)
                    else:
                        return set(), set()  # not literals: nothing is known
        return numbers, strings

    def _mark_static(self, function: cst.FunctionDef, declared: tuple[set[int], set[str]]) -> None:
        numbers, strings = declared
        positional = [*function.params.posonly_params, *function.params.params]
        for index, param in enumerate(positional):
            if index in numbers or param.name.value in strings:
                self._static_params[param] = self._param_kind(param)
        for param in function.params.kwonly_params:
            if param.name.value in strings:
                self._static_params[param] = self._param_kind(param)

    def _param_kind(self, param: cst.Param) -> str | None:
        """INT or SEQ when the annotation (`int`, `tuple[int, ...]`, `Sequence[int]`) or the default
        (an int, a tuple of ints) says what a static parameter holds, else None: an int and a
        tuple behave differently on the host (`3 * n` repeats a tuple, multiplies an array)."""
        if param.annotation is not None:
            annotation = param.annotation.annotation
            if isinstance(annotation, cst.Name):
                return INT if annotation.value == "int" and self._builtin("int") else None
            if not isinstance(annotation, cst.Subscript):
                return None
            value = annotation.value
            sequence = (isinstance(value, cst.Name) and value.value == "tuple" and self._builtin("tuple")
                        or not self.qualified_names(value).isdisjoint(_SEQUENCES))
            items = [e.slice.value if isinstance(e.slice, cst.Index) else None for e in annotation.slice]
            ints = [i for i in items if isinstance(i, cst.Name) and i.value == "int"]
            ellipsis = [i for i in items if isinstance(i, cst.Ellipsis)]
            if sequence and ints and self._builtin("int") and len(ints) + len(ellipsis) == len(items) and (
                    not ellipsis or len(items) == 2 and isinstance(items[1], cst.Ellipsis)):
                return SEQ
            return None
        return _literal_kind(param.default, {}) if param.default is not None else None

    def _plan(self) -> None:
        sinks = []  # (top-level statement, (expression, what needs it, kinds, hard))
        for statement in self._module.body:
            if self.visits(statement):  # a statement with no jax.numpy call has nothing to rewrite
                # a method is analysed alone, not its whole class: the variables followed are local
                # to a function, and libcst's scope analysis costs several parses of what it reads
                parts = [statement]
                if isinstance(statement, cst.ClassDef) and isinstance(statement.body, cst.IndentedBlock):
                    parts = [*statement.decorators, *statement.bases, *statement.keywords, *statement.body.body]
                for part in parts:
                    unit = part if isinstance(part, cst.FunctionDef) else statement
                    for n in _walk(part):
                        sinks += [(unit, sink) for sink in self._sinks(n)]
        convs = []
        for statement, (expr, what, kinds, hard) in sinks:
            self._statement = statement
            convs += self._sink(expr, what, kinds, hard)
        self._external: dict[cst.FunctionDef, list[tuple[str, int, frozenset | None]]] = {}
        for name, found in self.shared.importers.items() if self.shared else ():
            if name in self._helpers:
                function = self._helpers[name]
                self._external[function] = [(path, line, kinds) for path, uses in found for line, kinds in uses]
                self._returned(function)
        candidates = {a for a, c in self._var_convs.items() if c is not None and c.changed}
        live = self._live(candidates, convs)
        # other modules may import a public helper and use its value as data: not rewritten, unless
        # the modules of the run that import it are known to use it only where a static value is needed
        public = {a for a in live if isinstance(a, cst.FunctionDef) and not a.name.value.startswith("_")
                  and a not in self._external}
        if public:
            live = self._live(live - public, convs)
            for a in public:
                value = self._returns[a][0]
                self._manual[value] = (
                    f"`{a.name.value}()` returns a value computed with jax.numpy from static values: under `jit` it "
                    "is a tracer, and this module calls it only where a concrete value is needed. Not rewritten: it "
                    "is public, and other modules may use its value as data. If none does, return the host value "
                    f"`{self._code(self._memo[value].node)}` (omnifix does when the name starts with `_`)."
                )
        for expr, conv, what in convs:
            if conv.deps <= live:
                for call, host in conv.calls.items():
                    self._rewrites[call] = (host, f"{what} needs a concrete value")
        static_uses = {u for _, conv, _ in convs for u in conv.uses}
        for a in candidates:
            conv = self._var_convs[a]
            helper = isinstance(a, cst.FunctionDef)
            if a in live:
                why = (f"`{a.name.value}()` is only called where a concrete value is needed" if helper else
                       f"`{a.name}` is only used where a concrete value is needed")
                if a in self._external:
                    callers = (["this module"] if self._refs_of(a) else []) + sorted(
                        {f"`{self._display(path)}`" for path, _, _ in self._external[a]})
                    why += f" (by {', '.join(callers)})"
                for call, host in conv.calls.items():
                    self._rewrites[call] = (host, why)
                continue
            refs = self._refs_of(a)
            used = [r for r in refs if r in static_uses]
            if a in self._external and not self._external_static(a):
                self._manual_for_external(a)
            elif used and a not in public:
                self._manual_for_variable(a, used, [r for r in refs if r not in static_uses])
        inner = set()
        for call in self._rewrites:
            inner.update(n for n in _walk(call) if n is not call)
        for call in inner & set(self._rewrites):
            del self._rewrites[call]

    def _live(self, candidates: set, convs: list) -> set:
        """The variables and helpers of `candidates` all of whose reads are static uses: in static
        places, or in the values of other such variables and helpers."""
        live = set(candidates)
        while True:
            consumed = set()
            for _, conv, _ in convs:
                if conv.deps <= live:
                    consumed |= conv.uses
            for a in live:
                if self._var_convs[a].deps <= live:
                    consumed |= self._var_convs[a].uses
            kept = {a for a in live if self._consumed(a, consumed)}
            if kept == live:
                return live
            live = kept

    def _consumed(self, a, consumed: set) -> bool:
        """Every read of `a` is in `consumed`, and every use of it by other modules of the run is a
        static one; it has some read or use."""
        refs = self._refs_of(a)
        if a in self._external:
            return self._external_static(a) and all(r in consumed for r in refs)
        return bool(refs) and all(r in consumed for r in refs)

    def _external_static(self, a: cst.FunctionDef) -> bool:
        kind = self._var_convs[a].kind
        return all(kinds is not None and kind in kinds for _, _, kinds in self._external[a])

    def _sinks(self, n: cst.CSTNode):
        """(expression, what needs it static, kinds accepted, hard) for the static places in `n`."""
        if isinstance(n, cst.Call):
            args = n.args
            name = None
            if isinstance(n.func, cst.Name) and n.func.value in _BUILTIN_ARGS and self._builtin(n.func.value):
                positions_, kinds = _BUILTIN_ARGS[n.func.value]
                return [(a.value, f"`{n.func.value}()`", kinds, True) for i, a in enumerate(args)
                        if i in positions_ and a.keyword is None and not a.star]
            names = self.qualified_names(n.func)
            for name in names:
                if name in _ARGS or name in _COUNT_OR_DATA:
                    what = f"`{name.rpartition('.')[2]}`"
                    found = []
                    if name in _ARGS:
                        positions_, keywords, kinds = _ARGS[name]
                        found += [(a.value, what, kinds, True) for a in _picked(args, positions_, keywords)]
                    if name in _COUNT_OR_DATA:
                        found += [(a.value, what, INDEX, False) for a in _picked(args, *_COUNT_OR_DATA[name])]
                    return found
            if isinstance(n.func, cst.Attribute) and n.func.attr.value in _METHODS and not self._module_attribute(n.func):
                method = n.func.attr.value
                plain = [a for a in args if a.keyword is None and not a.star]
                kinds = SHAPE if len(plain) == 1 else INDEX
                return [(a.value, f"`{method}`", kinds if a.keyword is None else SHAPE, True) for a in args
                        if not a.star and (a.keyword is None or a.keyword.value in _METHODS[method])]
            return []
        if isinstance(n, (cst.If, cst.While)):
            return [(n.test, "an `if` test" if isinstance(n, cst.If) else "a `while` test", TEST, True)]
        if isinstance(n, cst.IfExp):
            return [(n.test, "a conditional expression's test", TEST, True)]
        if isinstance(n, cst.Assert):
            return [(n.test, "an `assert`", TEST, True)]
        if isinstance(n, cst.Subscript):
            found = []
            for element in n.slice:
                part = element.slice
                if isinstance(part, cst.Index) and part.star is None:
                    found.append((part.value, "an index", INDEX, False))
                elif isinstance(part, cst.Slice):
                    found += [(b, "a slice bound", INDEX, True) for b in (part.lower, part.upper, part.step) if b]
            return found
        return []

    def _sink(self, expr, what, kinds, hard):
        """The conversions of a static place (and of its parts, when it is a tuple or a boolean
        operation that is not static as a whole); reports what cannot be rewritten."""
        if not self._device(expr):
            return []  # nothing computed with jax.numpy here
        conv = self._convert(expr)
        if conv is not None and conv.kind in kinds:
            return [(expr, conv, what)] if conv.changed or conv.uses else []
        parts = None
        if isinstance(expr, (cst.Tuple, cst.List)) and SEQ in kinds:
            parts = [(e.value, SHAPE if isinstance(e, cst.StarredElement) else INDEX) for e in expr.elements]
        elif isinstance(expr, cst.BooleanOperation) and BOOL in kinds:
            parts = [(expr.left, TEST), (expr.right, TEST)]
        elif isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, cst.Not):
            parts = [(expr.expression, TEST)]
        if parts is not None:
            return [c for part, part_kinds in parts for c in self._sink(part, what, part_kinds, hard)]
        if hard and self._has_jnp(expr):
            self._manual_for_sink(expr, what, conv)
        return []

    # -- static values -------------------------------------------------------------------------

    def _module_attribute(self, func: cst.Attribute) -> bool:
        """`func` is reached from an imported name (`tf.reshape`), not a method of a value."""
        root = func
        while isinstance(root, cst.Attribute):
            root = root.value
        return isinstance(root, cst.Name) and root.value in self.context.names.meanings

    def _builtin(self, name: str) -> bool:
        names = self.context.names
        return name not in names.meanings and name not in names.rebound

    def _jnp(self, func: cst.CSTNode, prefix: str = "jax.numpy.") -> str | None:
        for q in self.qualified_names(func):
            if q.startswith(prefix) and "." not in q[len(prefix):]:
                return q[len(prefix):]
        return None

    def _device(self, e: cst.CSTNode) -> bool:
        """Whether `e` calls jax.numpy (not shape/ndim/size) or reads a name assigned such a value
        anywhere in the module (scopes not considered): a cheap test before any analysis."""
        return any(
            (isinstance(n, cst.Call) and (self._jnp(n.func) not in (None, *_HOST) or self._helper_call(n)))
            or (isinstance(n, cst.Name) and n.value in self._device_names)
            for n in _walk(e, skip=self._host_call)
        )

    def _scopes(self) -> dict:
        """libcst's accesses in the top-level statement being planned. The variables followed are
        local to a function, so the statement alone is analysed (as a module of its own), not the
        whole file: libcst's scope analysis costs several parses of what it reads."""
        statement = self._statement
        if statement not in self._accesses:
            accesses = self._accesses[statement] = {}
            wrapper = (
                self._wrapper if statement is None
                else MetadataWrapper(cst.Module(body=[statement]), unsafe_skip_copy=True)
            )
            for scope in {s for s in wrapper.resolve(ScopeProvider).values() if s is not None}:
                for access in scope.accesses:
                    accesses[access.node] = access
                if isinstance(scope, FunctionScope):
                    several = set()
                    for assignment in scope.assignments:
                        if isinstance(assignment, Assignment) and assignment.node in self._assigns:
                            if len(scope.assignments[assignment.name]) == 1:
                                self._values[assignment] = self._assigns[assignment.node]
                            else:
                                several.add(assignment.name)
                    for name in several:
                        self._straight_line(scope, name)
        return self._accesses[statement]

    def _straight_line(self, scope: FunctionScope, name: str) -> None:
        """Follow a variable assigned more than once when every assignment is a plain `name = ...`
        statement of the function's own body (none in a branch, loop, `with` or `try`) and every
        read is in the function itself (not in a nested function or comprehension): each read then
        sees the last assignment of the statements before it."""
        assignments = scope.assignments[name]
        function = scope.node
        if not isinstance(function, cst.FunctionDef) or not isinstance(function.body, cst.IndentedBlock):
            return
        if not all(isinstance(a, Assignment) and a.node in self._assigns for a in assignments):
            return
        order: dict[cst.Name, tuple[int, int]] = {}
        direct: set[cst.Name] = set()  # targets of assignments that are statements of the body
        for i, statement in enumerate(function.body.body):
            for j, small in enumerate(statement.body if isinstance(statement, cst.SimpleStatementLine) else [statement]):
                if isinstance(small, cst.Assign):
                    direct.update(t.target for t in small.targets)
                elif isinstance(small, cst.AnnAssign):
                    direct.add(small.target)
                for n in _walk(small):
                    if isinstance(n, cst.Name) and n.value == name:
                        order[n] = (i, j)
        if not all(a.node in direct for a in assignments):
            return
        reads = {r for a in assignments for r in a.references}
        if any(r.scope is not scope or r.node not in order for r in reads):
            return
        by_position = sorted(assignments, key=lambda a: order[a.node])
        reaching: dict[cst.Name, Assignment] = {}
        for read in reads:
            before = [a for a in by_position if order[a.node] < order[read.node]]
            if not before:
                return
            reaching[read.node] = before[-1]
        for a in assignments:
            self._values[a] = self._assigns[a.node]
            self._refs[a] = [n for n, found in reaching.items() if found is a]
        self._reaching.update(reaching)

    def _variable(self, name: cst.Name) -> Assignment | None:
        if name.value not in self._assigned:
            return None  # never assigned with `name = ...`: no need for scopes
        access = self._scopes().get(name)
        if name in self._reaching:
            return self._reaching[name]
        if access is None or len(access.referents) != 1:
            return None
        (assignment,) = access.referents
        return assignment if assignment in self._values else None

    def _static_name(self, name: cst.Name) -> str | None:
        """The kind of the static parameter or module-level constant `name` reads, else None."""
        if name.value not in self._constants and name.value not in self._static_names:
            return None
        referents = self._referents(name)
        if referents is None:
            return None
        if not referents:  # bound outside the statement analysed: at module level
            return self._constants.get(name.value)
        if len(referents) == 1:
            (r,) = referents
            if isinstance(r, Assignment):
                if r.node in self._constant_nodes:
                    return self._constants.get(name.value)
                if isinstance(r.node, cst.Param):
                    return self._static_params.get(r.node)
        return None

    def _referents(self, name: cst.Name):
        access = self._scopes().get(name)
        return None if access is None else access.referents

    def _untyped_static(self, name: cst.Name) -> bool:
        """`name` reads a static parameter whose type omnifix does not know."""
        if name.value not in self._static_names:
            return False
        referents = self._referents(name) or ()
        return len(referents) == 1 and any(
            isinstance(r, Assignment) and self._static_params.get(r.node, INT) is None for r in referents)

    def _helper_call(self, call: cst.Call) -> bool:
        return isinstance(call.func, cst.Name) and call.func.value in self._helpers

    def _helper(self, call: cst.Call) -> cst.FunctionDef | None:
        """The module-level helper `call` calls (its name is bound once in the module and not in
        the statement analysed), else None."""
        if not self._helper_call(call):
            return None
        referents = self._referents(call.func)
        if referents is None or referents:
            return None
        return self._helpers[call.func.value]

    def _returned(self, function: cst.FunctionDef) -> Conv | None:
        """What a helper returns, when every `return` gives a static value of one kind."""
        if function not in self._var_convs:
            if function in self._in_progress:
                return None
            self._in_progress.add(function)
            statement, self._statement = self._statement, function
            convs = [self._convert(value) for value in self._returns[function]]
            self._statement = statement
            self._in_progress.discard(function)
            kinds = {c.kind if c is not None else None for c in convs}
            self._var_convs[function] = (
                _merge(kinds.pop(), function, convs) if len(kinds) == 1 and None not in kinds else None)
        return self._var_convs[function]

    def _refs_of(self, a) -> list[cst.Name]:
        """The Names that read variable `a` (or call helper `a`)."""
        if a in self._refs:
            return self._refs[a]
        return [r.node for r in a.references]

    def _var(self, a: Assignment) -> Conv | None:
        if a not in self._var_convs:
            if a in self._in_progress:
                return None
            self._in_progress.add(a)
            conv = self._convert(self._values[a])
            self._in_progress.discard(a)
            self._var_convs[a] = conv
        return self._var_convs[a]

    def _convert(self, e: cst.BaseExpression) -> Conv | None:
        if e not in self._memo:
            self._memo[e] = self._convert_uncached(e)
        return self._memo[e]

    def _convert_uncached(self, e: cst.BaseExpression) -> Conv | None:
        if isinstance(e, cst.Integer):
            return Conv(INT, e)
        if isinstance(e, cst.Attribute) and e.attr.value in _HOST:
            if e.attr.value == "size" and isinstance(e.value, cst.Name) and e.value.value in ("self", "cls"):
                return None
            return Conv(_HOST[e.attr.value], e)
        if isinstance(e, cst.Name):
            a = self._variable(e)
            if a is None:
                kind = self._static_name(e)
                return Conv(kind, e) if kind is not None else None
            conv = self._var(a)
            if conv is None:
                return None
            return Conv(conv.kind, e, deps=frozenset({a}), uses=frozenset({e})) if conv.changed else Conv(conv.kind, e)
        if isinstance(e, cst.UnaryOperation):
            inner = self._convert(e.expression)
            if inner is None:
                return None
            if isinstance(e.operator, (cst.Minus, cst.Plus)) and inner.kind == INT:
                return _merge(INT, e.with_changes(expression=inner.node), [inner])
            if isinstance(e.operator, cst.Not) and inner.kind in TEST:
                return _merge(BOOL, e.with_changes(expression=inner.node), [inner])
            return None
        if isinstance(e, cst.BinaryOperation):
            left, right = self._convert(e.left), self._convert(e.right)
            if left is None or right is None:
                return None
            node = e.with_changes(left=left.node, right=right.node)
            kinds = (left.kind, right.kind)
            if kinds == (INT, INT) and (
                isinstance(e.operator, _ARITHMETIC)
                or (isinstance(e.operator, cst.Power) and isinstance(e.right, cst.Integer))
            ):
                return _merge(INT, node, [left, right])
            if kinds == (SEQ, SEQ) and isinstance(e.operator, cst.Add):
                return _merge(SEQ, node, [left, right])  # tuple concatenation, in the original too
            return None
        if isinstance(e, cst.Comparison):
            parts = [self._convert(e.left)] + [self._convert(c.comparator) for c in e.comparisons]
            if any(p is None for p in parts) or not all(isinstance(c.operator, _ORDER) for c in e.comparisons):
                return None
            if not (all(p.kind in TEST for p in parts) or all(p.kind == SEQ for p in parts)):
                return None  # tuples compare as tuples in the original too; a jax array elementwise
            node = e.with_changes(left=parts[0].node, comparisons=[
                c.with_changes(comparator=p.node) for c, p in zip(e.comparisons, parts[1:])])
            return _merge(BOOL, node, parts)
        if isinstance(e, cst.BooleanOperation):
            left, right = self._convert(e.left), self._convert(e.right)
            if left is None or right is None or left.kind not in TEST or right.kind not in TEST:
                return None
            return _merge(BOOL, e.with_changes(left=left.node, right=right.node), [left, right])
        if isinstance(e, (cst.Tuple, cst.List)):
            parts, elements = [], []
            for element in e.elements:
                conv = self._convert(element.value)
                starred = isinstance(element, cst.StarredElement)
                if conv is None or conv.kind not in ((SEQ, ARRAY) if starred else (INT,)):
                    return None
                parts.append(conv)
                elements.append(element.with_changes(value=conv.node))
            return _merge(SEQ, e.with_changes(elements=elements), parts)
        if isinstance(e, cst.Subscript):
            return self._subscript(e)
        if isinstance(e, cst.Call):
            return self._call(e)
        return None

    def _subscript(self, e: cst.Subscript) -> Conv | None:
        value = self._convert(e.value)
        if value is None or value.kind not in (SEQ, ARRAY) or len(e.slice) != 1:
            return None
        part = e.slice[0].slice
        bounds = [part.value] if isinstance(part, cst.Index) else [part.lower, part.upper, part.step]
        convs = []
        for bound in bounds:
            conv = self._convert(bound) if bound is not None else None
            if bound is not None and (conv is None or conv.kind != INT):
                if value.kind == ARRAY or self._has_jnp(bound):
                    return None  # a jax array takes a traced index; its host tuple does not
                conv = Conv(INT, bound)  # indexing a tuple needs a concrete index in the original too
            convs.append(conv)
        if isinstance(part, cst.Index):
            if part.star is not None:
                return None
            new_part, kind = part.with_changes(value=convs[0].node), INT
        else:
            new = {k: c.node for k, c in zip(("lower", "upper", "step"), convs) if c is not None}
            new_part, kind = part.with_changes(**new), value.kind
        node = e.with_changes(value=value.node, slice=[e.slice[0].with_changes(slice=new_part)])
        return _merge(kind, node, [value] + [c for c in convs if c is not None])

    def _call(self, e: cst.Call) -> Conv | None:
        if self._helper_call(e):
            function = self._helper(e)
            conv = self._returned(function) if function is not None else None
            if conv is None:
                return None
            return Conv(conv.kind, e, deps=frozenset({function}), uses=frozenset({e.func})) if conv.changed else Conv(
                conv.kind, e)
        args = _positional(e)
        leaf = self._jnp(e.func)
        if leaf in _HOST and e.args and not any(a.star for a in e.args):
            return Conv(_HOST[leaf], e)
        if args is None:
            return None
        if isinstance(e.func, cst.Name) and self._builtin(e.func.value):
            if e.func.value == "len" and len(args) == 1:
                return Conv(INT, e)
            if e.func.value in ("int", "max", "min") and args:
                parts = [self._convert(a.value) for a in args]
                if all(p is not None and p.kind == INT for p in parts):
                    node = e.with_changes(args=[a.with_changes(value=p.node) for a, p in zip(args, parts)])
                    return _merge(INT, node, parts)
            return None
        if len(args) != 1:
            return None
        if leaf is None:
            numpy = self._jnp(e.func, "numpy.")
            if numpy in _REDUCTIONS:
                inner = self._convert(args[0].value)
                if inner is not None and inner.kind in (SEQ, ARRAY):
                    return _merge(INT, e.with_changes(args=[args[0].with_changes(value=inner.node)]), [inner])
            return None
        inner = self._convert(args[0].value)
        if inner is None:
            return None
        if leaf in _WRAPPERS:
            if inner.kind == INT:
                host = _parenthesized(inner.node)
                kind = INT
            elif leaf in ("array", "asarray") and inner.kind in (SEQ, ARRAY):
                host, kind = inner.node, ARRAY
            else:
                return None
        elif leaf in _REDUCTIONS and inner.kind in (SEQ, ARRAY):
            target = _REDUCTIONS[leaf]
            if target.startswith("math."):
                func = cst.Attribute(value=cst.Name(_MATH), attr=cst.Name(target[5:]))
            elif self._builtin(target):
                func = cst.Name(target)
            else:
                return None
            host = e.with_changes(func=func, args=[args[0].with_changes(value=inner.node)], lpar=[], rpar=[])
            kind = INT
        else:
            return None
        host = host.with_changes(lpar=list(e.lpar) + list(host.lpar), rpar=list(host.rpar) + list(e.rpar))
        conv = _merge(kind, host, [inner])
        conv.calls = {e: host}  # the outermost call stands for the calls inside it
        conv.funcs.append(e.func)
        return conv

    def _has_jnp(self, e: cst.CSTNode, seen: frozenset = frozenset()) -> bool:
        """Whether `e` calls jax.numpy (other than shape/ndim/size) or reads a variable that does."""
        for n in _walk(e, skip=self._host_call):
            if isinstance(n, cst.Call) and ((leaf := self._jnp(n.func)) is not None and leaf not in _HOST
                                            or self._helper_call(n)):
                return True
            if (isinstance(n, cst.Name) and (a := self._variable(n)) is not None and a not in seen
                    and self._has_jnp(self._values[a], seen | {a})):
                return True
        return False

    def _host_call(self, n: cst.CSTNode) -> bool:
        """A host value whatever it is computed from: `x.shape`, `jnp.ndim(x)`, `int(...)`, `len(...)`."""
        if isinstance(n, cst.Attribute):
            return n.attr.value in _HOST
        if not isinstance(n, cst.Call):
            return False
        if isinstance(n.func, cst.Name) and n.func.value in _HOST_BUILTINS:
            return self._builtin(n.func.value)
        return self._jnp(n.func) in _HOST

    def _static_leaves(self, e: cst.CSTNode, seen: frozenset = frozenset()) -> bool:
        """Whether every value `e` is computed from is static (whatever the operations)."""
        if isinstance(e, (cst.Integer, cst.Float)):
            return True
        if isinstance(e, cst.Attribute):
            return e.attr.value in _HOST
        if isinstance(e, cst.Name):
            a = self._variable(e)
            if a is None:
                return self._static_name(e) is not None
            return a not in seen and self._static_leaves(self._values[a], seen | {a})
        if isinstance(e, cst.Call):
            if isinstance(e.func, cst.Attribute) and e.func.attr.value == "astype":
                return self._static_leaves(e.func.value, seen)
            if not (any(self._jnp(e.func, f"{module}.") is not None for module in _LEAF_MODULES)
                    or isinstance(e.func, cst.Name) and e.func.value in _LEAF_BUILTINS and self._builtin(e.func.value)):
                return False
            return bool(e.args) and all(self._static_leaves(a.value, seen) for a in e.args if a.keyword is None)
        if isinstance(e, cst.Subscript):
            return self._static_leaves(e.value, seen)
        if isinstance(e, (cst.BinaryOperation, cst.UnaryOperation, cst.Comparison, cst.BooleanOperation, cst.Tuple,
                          cst.List)):
            return all(self._static_leaves(c, seen) for c in e.children
                       if isinstance(c, (cst.BaseExpression, cst.BaseElement, cst.ComparisonTarget)))
        if isinstance(e, (cst.BaseElement, cst.ComparisonTarget)):
            return self._static_leaves(e.comparator if isinstance(e, cst.ComparisonTarget) else e.value, seen)
        return False

    # -- findings ------------------------------------------------------------------------------

    def _code(self, node: cst.CSTNode) -> str:
        text = " ".join(self._module.code_for_node(node).replace(_MATH, "math").split())
        return text if len(text) <= 60 else text[:57] + "..."

    def _manual_for_sink(self, expr, what, conv) -> None:
        if self._static_leaves(expr):
            reason = ("it goes through float math (true division or a float function), whose host result can differ "
                      "from the float32 one" if self._floaty(expr) else
                      "omnifix has no value-identical host equivalent for it")
            self._manual[expr] = (
                f"`{self._code(expr)}` is computed with jax.numpy from static values: under `jit` it is a tracer, "
                f"and {what} needs a concrete value. Not rewritten: {reason}. Compute it on the host with `math` "
                "or numpy, e.g. `-(-a // b)` for a rounded-up division or `math.isqrt(n)`."
            )
            return
        untyped = next((n for n in _walk(expr) if isinstance(n, cst.Name) and self._untyped_static(n)), None)
        if untyped is not None:
            name = untyped.value
            self._manual[expr] = (
                f"`{self._code(expr)}` is shape math done with jax.numpy on `{name}`, a static argument of `jit` "
                "that omnifix cannot prove is an int or a tuple of ints (on the host an int and a tuple behave "
                f"differently, and float math differs from float32): under `jit` it is a tracer, and {what} needs a "
                f"concrete value. If it is one, annotate it (`{name}: int` or `{name}: tuple[int, ...]`) and run "
                "omnifix again; else compute the value on the host."
            )
            return
        for n in _walk(expr):
            if isinstance(n, cst.Call) and self._jnp(n.func) is not None:
                inner = self._convert(n)
                if inner is not None and inner.calls:
                    self._manual[expr] = (
                        f"`{self._code(expr)}` mixes shape math done with jax.numpy (`{self._code(n)}`) with values "
                        f"omnifix cannot prove static: under `jit` it is a tracer, and {what} needs a concrete value. "
                        f"Compute the shape part on the host (`{self._code(inner.node)}`) and make sure the rest is "
                        "static (a Python value, or a `static_argnums` argument)."
                    )
                    return

    def _floaty(self, expr) -> bool:
        for n in _walk(expr):
            if isinstance(n, cst.BinaryOperation) and isinstance(n.operator, cst.Divide):
                return True
            if isinstance(n, cst.Call) and self._jnp(n.func) in _REPORTED:
                return True
            if isinstance(n, cst.Name) and (a := self._variable(n)) is not None and self._floaty_value(a):
                return True
        return False

    def _floaty_value(self, a) -> bool:
        return any(isinstance(n, cst.BinaryOperation) and isinstance(n.operator, cst.Divide)
                   or isinstance(n, cst.Call) and self._jnp(n.func) in _REPORTED for n in _walk(self._values[a]))

    def _manual_for_variable(self, a, static: list, data: list) -> None:
        found = positions(self._module, static + data)

        def lines(nodes) -> str:
            return ", ".join(str(n) for n in sorted({found[x].start.line for x in nodes}))

        where = (f"also used as data (line {lines(data)}), where a host value would change its type and dtype"
                 if data else "its other uses cannot be rewritten")
        if isinstance(a, cst.FunctionDef):
            value = self._returns[a][0]
            self._manual[value] = (
                f"`{a.name.value}()` returns a value computed with jax.numpy from static values: under `jit` it is "
                f"a tracer, but line {lines(static)} needs a concrete value. Not rewritten: it is {where}. Give the "
                f"static uses a host version, e.g. one returning `{self._code(self._memo[value].node)}`."
            )
            return
        value = self._values[a]
        host = self._var_convs[a].node
        self._manual[value] = (
            f"`{a.name}` is computed with jax.numpy from static values: under `jit` it is a tracer, but line "
            f"{lines(static)} needs a concrete value. Not rewritten: it is {where}. Compute a host value for the "
            f"static uses, e.g. `{a.name}_static = {self._code(host)}`."
        )

    def _display(self, path: str) -> str:
        """Another file of the run, relative to this one's folder (the same whatever the current one)."""
        return os.path.relpath(path, os.path.dirname(os.path.abspath(self.context.path))).replace(os.sep, "/")

    def _manual_for_external(self, a: cst.FunctionDef) -> None:
        kind = self._var_convs[a].kind
        data = sorted({f"`{self._display(path)}` line {line}" for path, line, kinds in self._external[a]
                       if kinds is None or kind not in kinds})
        value = self._returns[a][0]
        self._manual[value] = (
            f"`{a.name.value}()` returns a value computed with jax.numpy from static values: under `jit` it is a "
            f"tracer. Not rewritten: another module of this run uses it where a host value would change its type "
            f"or dtype, or where omnifix cannot follow it ({', '.join(data)}). Give the static uses a host "
            f"version, e.g. one returning `{self._code(self._memo[value].node)}`."
        )

    # -- the rewrite ---------------------------------------------------------------------------

    def leave_Call(self, original_node, updated_node):
        planned = self._rewrites.get(original_node)
        if planned is None:
            self._report_manual(original_node)
            return updated_node
        host, what = planned
        self._reported.add(original_node)
        message = (f"`{self._code(original_node)}` computes a static value with jax.numpy: under `jit` it is a "
                   f"tracer, and {what}. Computed on the host instead: "
                   f"`{self._code(host)}`.")
        if not self.report(original_node, message, Tier.SAFE):
            return updated_node
        for n in _walk(original_node):
            if isinstance(n, cst.Call) and self._jnp(n.func) in _CONVERTIBLE:
                self.removing(n.func)
        return _fill(host, self)

    def on_leave(self, original_node, updated_node):
        if original_node in self._manual and not isinstance(original_node, cst.Call):
            self._report_manual(original_node)
        return super().on_leave(original_node, updated_node)

    def _report_manual(self, node) -> None:
        if node in self._manual and node not in self._reported:
            self._reported.add(node)
            self.report(node, self._manual[node])

    def leave_Module(self, original_node, updated_node):
        for node in self._manual:
            self._report_manual(node)  # in statements the visit skipped
        return updated_node


class _Fill(cst.CSTTransformer):
    def __init__(self, math: str) -> None:
        super().__init__()
        self.math = math

    def leave_Name(self, original_node, updated_node):
        if original_node.value == _MATH:
            return cst.parse_expression(self.math)
        return updated_node


def _fill(host: cst.BaseExpression, codemod: HostShapeMath) -> cst.BaseExpression:
    if any(isinstance(n, cst.Name) and n.value == _MATH for n in _walk(host)):
        return host.visit(_Fill(codemod.imports.module("math")))
    return host


_SKIPPED_FIELDS = {"lpar", "rpar", "comma", "semicolon", "leading_lines", "lines_after_decorators", "header",
                   "footer", "operator", "equal", "colon", "dot", "star", "whitespace", "newline"}
_FIELDS: dict[type, tuple[str, ...]] = {}


def _walk(node: cst.CSTNode, skip=None):
    """`node` and the expressions and statements below it, in source order (no whitespace or
    punctuation); below a node `skip` accepts, nothing. Much faster than libcst's `children`."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if skip is not None and skip(current):
            continue
        kind = type(current)
        names = _FIELDS.get(kind)
        if names is None:
            names = _FIELDS[kind] = tuple(
                f.name for f in dataclasses.fields(current)
                if f.name not in _SKIPPED_FIELDS and "whitespace" not in f.name
            )
        found = []
        for name in names:
            value = getattr(current, name)
            if isinstance(value, cst.CSTNode):
                found.append(value)
            elif isinstance(value, (list, tuple)):
                found.extend(v for v in value if isinstance(v, cst.CSTNode))
        stack.extend(reversed(found))
