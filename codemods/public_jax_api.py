"""API001 public-jax-api: replace removed and internal JAX names with their public successors.

## What it does
Looks up every JAX name the code reaches in `codemods/data/jax_api.json`, a table mined from JAX's
own changelog and `_deprecations` tables (`tools/build_jax_api.py` rebuilds it), and:

- **renames** it where the table has a public replacement: attribute chains
  (`jax.tree_multimap(f, a, b)` → `jax.tree.map(f, a, b)`, `xla.DeviceArray` →
  `jax.Array` with `import jax.interpreters.xla as xla` dropped once unused) and imports
  (`from jax import tree_multimap` → `import jax` with its uses spelled `jax.tree.map`, so that
  neither the removed name lives on as an alias nor `map` hides the builtin; `from jax.tree import
  map as tree_multimap` where the old name is bound otherwise too, or another file of the run
  imports it from this one; a name that keeps its leaf is split out of an import list when only
  some names move; `import jax.experimental.stax as stax`
  → `import jax.example_libraries.stax as stax`);
- **rewrites calls** that have no one-name successor: `jax.ops.index_update(x, jax.ops.index[i], y)`
  → `jnp.asarray(x).at[i].set(y)` (the old functions took NumPy arrays too; the wrap is left out
  when `x` is a call making a JAX array, `jnp.zeros_like(m)`; `x`, `idx`, `y` by position or by
  their keywords, in that order), and `index_add/mul/min/max` →
  `add/multiply/min/max`; `lax.tie_in(a, b)` → `b`,
  `jnp.in1d(a, b, ...)` → `jnp.isin(a, b, ...).ravel()` (`in1d` was `isin` flattened);
  `jnp.msort(a)` → `jnp.sort(a, axis=0)`, `jax.random.rbg_key(seed)` (and `unsafe_rbg_key`,
  `threefry2x32_key`) → `jax.random.PRNGKey(seed, impl="rbg")`, `with
  jax.experimental.enable_x64():` → `with jax.enable_x64(True):` (`disable_x64()` →
  `jax.enable_x64(False)`; in `with` items only, where the old generator context managers were
  the same), `jnp.NINF` → `-jnp.inf`, `jnp.PZERO` → `0.0` and `jnp.NZERO` → `-0.0` (NumPy's Python
  floats they were; parenthesized where needed);
  `jax.xla_computation(f)(*args)` → `jax.jit(f).lower(*args).compiler_ir("hlo")` (unsafe: the
  same computation, but its HLO text names the module `jit_f` and does not tuple one output);
  `host_callback.call(f, x, result_shape=s)` → `jax.pure_callback(f, s, x)` (unsafe: `pure_callback`
  assumes `f` is pure); pjit's `in_axis_resources=`/`out_axis_resources=` → `in_shardings=`/
  `out_shardings=` (jax 0.4.4 or newer: the same parameters), and its shardings passed by position
  (`pjit(f, a, b)`) by those keywords, which `jax.jit` needs (a call whose arguments cannot all be
  named keeps `pjit` from becoming `jax.jit`), in `functools.partial(pjit, ...)` too; `jax.experimental.shard_map.shard_map(f,
  mesh, in_specs, out_specs, check_rep=c)` → `jax.shard_map(f, mesh=mesh, in_specs=...,
  out_specs=..., check_vma=c)` (unsafe: `check_vma` is another check); `x.device_buffer` →
  `x.addressable_data(0)`, `x.device_buffers` → `[s.data for s in x.addressable_shards]`,
  `x.device_buffer.device()` and `x.device()` → `next(iter(x.devices()))` (unsafe: `x` is assumed a
  JAX array); `host_callback.id_print(x, what="a")` as a statement → `jax.debug.print("what:
  a\n{}", x)` (unsafe: the same text, `numpy.array2string` of the value, but under `vmap` it prints
  each element); `host_callback.id_tap(tap, x)` → `jax.debug.callback(lambda arg: tap(arg, ()),
  x)` (a lambda tap `lambda a, t: ...` gets `t=()`), the callback on a line of its own before the
  statement where the result `x` is used (unsafe: `id_tap` passed `vmap`'s batch and its
  `transforms`; `jax.debug.callback` calls the tap for each element); `@jax.custom_transforms def f` with `jax.defjvp(f, *rules)` or `jax.defjvp_all(f,
  rule)` → `@jax.custom_jvp def f` with `f.defjvps(*rules)` or `f.defjvp(rule)`, whose rules take
  the same arguments (unsafe: `custom_jvp` may call a rule on a zero tangent that
  `custom_transforms` skipped);
- **reports** names with no mechanical public replacement, with the table's guidance (for
  `host_callback`, the migration guide's choice: `id_tap` → `jax.debug.callback`, `id_print` →
  `jax.debug.print`, `barrier_wait` → `jax.effects_barrier`);
- **drops module imports left unneeded**: `import jax.lib.xla_bridge` (which binds `jax`) becomes
  `import jax`, or goes when `jax` is imported already, once every use of the module is rewritten
  to a name outside it; `import jax.config` (no longer a module) likewise, its uses being
  attributes of today's `jax.config` object; `import jax.config as c` becomes `from jax import
  config as c` (the same object: the import read the attribute). An aliased import (`import jax.experimental.ann as
  ann`) goes with its last use.

A rename is applied only when the replacement exists in the target JAX (`--target-jax`, default:
the installed one) and in the lowest JAX the code must still run on: `--min-jax`, else the
`jax>=` requirement the project declares (`pyproject.toml` `[project] dependencies`, `setup.cfg`,
`setup.py` `install_requires` or `requirements*.txt`, nearest up from the file). Below jax 0.4.25
`jax.tree_map` becomes `jax.tree_util.tree_map`, not `jax.tree.map`; a name whose only
replacement is newer than that lowest JAX is reported, with the reason. The message always names
first the replacement the rewrite writes. Replacements whose meaning differs are unsafe fixes, applied only with `--unsafe-fixes`,
and the tier depends on the context: `jnp.DeviceArray`, `ShardedDeviceArray`,
`jax.random.KeyArray` and `PRNGKeyArray` become `jax.Array` safely in annotations (of parameters,
returns and annotated names; an imported name when all its uses are there), while an `isinstance`
or any other runtime use stays unsafe, the message saying why (`jax.Array` is also true for
tracers and for every other array).

## Why
Omnistaging rewrote JAX's core, and later releases moved or removed the names old code imported
from its internals. Each of them now fails with a bare `AttributeError` or `ImportError`.

## Example
```python
from jax import jit, tree_multimap
total = tree_multimap(lambda a, b: a + b, xs, ys)
```
becomes
```python
from jax import jit
import jax
total = jax.tree.map(lambda a, b: a + b, xs, ys)
```
(`jax.tree_util.tree_map` when the target JAX, or the lowest one the project supports, predates
`jax.tree`).

## Limitations
Only names the code spells out are found: `getattr(jax, "tree_map")` and string annotations are
left alone, as are comments. Methods of removed classes (`DeviceArray.tile()`) cannot be told
apart from other methods without types and are not reported. `jax.ops.index_*` calls whose index
is not written as `jax.ops.index[...]` in the call (an index object kept in a variable) and
`tie_in` calls whose first argument calls something are reported, not rewritten, as are `in1d`
used as a value (`f = jnp.in1d`), `id_print` whose result is used, `custom_transforms` functions
with a VJP rule (`defvjp_all`'s closure is no `custom_vjp` residual: write `fwd`/`bwd`), and
`id_tap` with keywords (`result=`, `tap_with_device=`) or whose result is used other than as a
name in a one-line statement. Annotations count as having no runtime meaning: code that checks
them at runtime (beartype, typeguard) accepts more once `DeviceArray` is `jax.Array`.
"""

from __future__ import annotations

import ast
import functools
import io
import json
import re
import tokenize
from dataclasses import replace
from pathlib import Path

import libcst as cst

from codemods._traced import arguments
from omnifix.plan import REMOVE, PlanContext, Site, Split
from omnifix.results import Tier, Version
from omnifix.rule import Rule

TABLE_PATH = Path(__file__).resolve().parent / "data" / "jax_api.json"
_AT_METHODS = {
    "index_update": "set",
    "index_add": "add",
    "index_mul": "multiply",
    "index_min": "min",
    "index_max": "max",
}
_INDEX = "jax.ops.index"
_INDEX_EXP = "jax.numpy.index_exp"
_TIE_IN = "jax.lax.tie_in"
_KEYWORDS = {  # functions that still exist but lost keyword arguments: (renames, first-positional name)
    "jax.numpy.clip": ({"a_min": "min", "a_max": "max"}, "a"),
}
_MAKES_ARRAY = {  # `jax.numpy` functions that always return one JAX array
    "array",
    "asarray",
    "zeros",
    "ones",
    "full",
    "empty",
    "zeros_like",
    "ones_like",
    "full_like",
    "empty_like",
    "arange",
    "linspace",
    "eye",
    "identity",
    "concatenate",
    "stack",
    "reshape",
    "copy",
    "broadcast_to",
    "tile",
    "repeat",
    "transpose",
    "squeeze",
    "expand_dims",
}
_IN1D = "jax.numpy.in1d"
_CALL_REWRITES = {_IN1D: ("jax.numpy.isin", "0.1.68", {"ar1": "element", "ar2": "test_elements"})}
_FORMS = {  # calls that became another function with an argument: old -> (new, first JAX with that
    # form, the old parameters, the argument added, the argument written when none was passed)
    "jax.numpy.msort": ("jax.numpy.sort", "0.1.49", ("a",), "axis=0", None),
    "jax.random.rbg_key": ("jax.random.PRNGKey", "0.4.14", ("seed",), 'impl="rbg"', None),
    "jax.random.unsafe_rbg_key": (
        "jax.random.PRNGKey",
        "0.4.14",
        ("seed",),
        'impl="unsafe_rbg"',
        None,
    ),
    "jax.random.threefry2x32_key": (
        "jax.random.PRNGKey",
        "0.4.14",
        ("seed",),
        'impl="threefry2x32"',
        None,
    ),
    "jax.experimental.enable_x64": ("jax.enable_x64", "0.8.0", ("new_val",), None, "True"),
    "jax.experimental.x64_context.enable_x64": (
        "jax.enable_x64",
        "0.8.0",
        ("new_val",),
        None,
        "True",
    ),
    "jax.experimental.disable_x64": ("jax.enable_x64", "0.8.0", (), "False", None),
    "jax.experimental.x64_context.disable_x64": ("jax.enable_x64", "0.8.0", (), "False", None),
}
_WITH_ONLY = {
    "jax.enable_x64"
}  # the old functions made generator context managers: exact in `with` only
_NINF = "jax.numpy.NINF"
_CONSTANTS = {  # NumPy's float constants, once re-exported -> the expression API001 writes
    _NINF: "-jax.numpy.inf",
    "jax.numpy.PZERO": "0.0",
    "jax.numpy.NZERO": "-0.0",
}
_XLA_COMPUTATION = "jax.xla_computation"
_XLA_COMPUTATION_FIX = (
    "The rewrite (jax 0.3.3 or newer) gives the same computation, as an `XlaComputation`; unsafe because its HLO "
    "text differs: the module is named `jit_f`, not `xla_computation_f`, and a single output is not wrapped in a "
    "tuple."
)
_PJIT = "jax.experimental.pjit.pjit"
_PARTIAL = "functools.partial"
_IN_SHARDINGS_SINCE = (0, 4, 4)
_PJIT_KEYWORDS = {"in_axis_resources": "in_shardings", "out_axis_resources": "out_shardings"}
_PJIT_MESSAGE = "`in_axis_resources`/`out_axis_resources` were removed in jax 0.4.14: use `in_shardings`/`out_shardings`"
_PJIT_HELP = "They are the same parameters (they take `PartitionSpec`s too)."
_PJIT_POSITIONAL = ("in_shardings", "out_shardings", "static_argnums")  # after `f`, in every pjit
_PJIT_POSITIONAL_MESSAGE = (
    "pjit's shardings are keyword-only in `jax.jit`: passed as `in_shardings=`/`out_shardings=`."
)
_SHARD_MAP = "jax.experimental.shard_map.shard_map"
_SHARD_MAP_POSITIONAL = (
    "mesh",
    "in_specs",
    "out_specs",
    "check_rep",
)  # after `f`, in the old signature
_SHARD_MAP_FIX = (
    "With `--unsafe-fixes`: `jax.shard_map(f, mesh=..., in_specs=..., out_specs=..., check_vma=...)`; "
    "unsafe: `check_vma` (varying manual axes) is not the check `check_rep` made, and may reject "
    "code `check_rep` accepted, or the reverse."
)
_BUFFERS = {
    "device_buffer": "`x.device_buffer` was removed in jax 0.4.27; use `x.addressable_data(0)` instead.",
    "device_buffers": "`x.device_buffers` was removed in jax 0.4.27; use `[s.data for s in x.addressable_shards]`.",
}
_BUFFER_UNSAFE = (
    "Unsafe: it assumes `x` is a JAX array (an attribute of that name may be another class's)."
)
_HCB = "jax.experimental.host_callback."
_HCB_CALL_FIX = (
    "With `--unsafe-fixes`: `jax.pure_callback(f, result_shape, x)`, which calls `f(x)` as `call` did; unsafe: "
    "`pure_callback` assumes `f` is pure (under `jit` a call whose result is unused may be dropped, "
    "and transformations may call it again), where `call` always ran it."
)
_ID_PRINT_FIX = "Unsafe fix: the same text, but under `vmap` it prints each element."
_ID_TAP_FIX = (
    "Unsafe fix: the tap is given `()` as its `transforms`; under `vmap` `jax.debug.callback` calls "
    "it for each element, where `id_tap` passed the batch and said so in `transforms`."
)
_ID_PRINT_OPTIONS = {"result", "tap_with_device", "device_index", "output_stream", "threshold"}
_DEVICE_MESSAGE = "`x.device()` was removed in jax 0.4.27; use `next(iter(x.devices()))`."
_CUSTOM = "jax.custom_transforms"
_CUSTOM_RULES = {
    "jax.defjvp": "defjvps",
    "jax.defjvp_all": "defjvp",
}  # one to one on a `jax.custom_jvp` function
_CUSTOM_VJP_RULES = {"jax.defvjp", "jax.defvjp_all"}
_CUSTOM_FIX = (
    "Unsafe fix: `custom_jvp` may call a rule on a zero tangent `custom_transforms` skipped."
)
_ARRAY = "jax.Array"  # the unsafe renames to it are exact in annotations
_RUNTIME_USE = (
    "Unsafe outside annotations: `jax.Array` is broader there (every JAX array, and tracers under "
    "`jit`); in annotations it is rewritten safely."
)
_KEYWORD_SINCE = (0, 4, 27)  # `min=`/`max=` exist from here
_CLIP_MESSAGE = "`jax.numpy.clip` lost `a=`/`a_min=`/`a_max=` in jax 0.10.0: pass `a` by position, use `min=`/`max=`"
_SPELLED_OUT = {"jax", "jax.tree", "jax.tree_util"}  # `jax.jit`, `jax.tree.map`: written qualified
_IN_SUITE = "Not rewritten: it shares its line with the statement holding it, so no import can be added there."
_ALIAS_MODULES = {  # modules whose names were all aliases of `jax.*`: their import becomes `import jax`
    "jax.api": "`jax.api` was removed in jax 0.2.21; its names were aliases of `jax.*`: import `jax` instead.",
}
_CONFIG_MODULES = {  # modules now objects of the same name: `import jax.config` fails, `jax.config.update` works
    "jax.config": "`jax.config` is no longer a module from jax 0.4.25; it is an attribute of `jax`.",
}
_CONFIG_ATTRIBUTES = {"update", "read", "values", "parse_flags_with_absl", "config_with_absl"}
_ATOMIC = (
    cst.Name,
    cst.Attribute,
    cst.Call,
    cst.Subscript,
    cst.SimpleString,
    cst.Integer,
    cst.Float,
    cst.List,
    cst.Tuple,
    cst.Dict,
    cst.Set,
)


def _version(text: str | None) -> Version:
    return tuple(int(part) for part in re.findall(r"\d+", text or "")[:3])


@functools.cache
def table() -> dict[str, dict]:
    """The entries this codemod acts on, by old dotted name."""
    entries = json.loads(TABLE_PATH.read_text(encoding="utf-8"))["entries"]
    known = {
        e["old"]: e for e in entries if e.get("match", "name") == "name" and e["kind"] != "remove"
    }
    for name in (_CALL_REWRITES.keys() | {_SHARD_MAP}) & known.keys():  # rewritten as calls
        known[name] = {**known[name], "kind": "call"}
    return known


@functools.cache
def _spellings() -> tuple[
    frozenset[tuple[bytes, bytes]], dict[bytes, frozenset[bytes]], frozenset[bytes]
]:
    """How the table's names can appear in source, for `prefilter`: (`parent.leaf` pairs, where
    `parent` is the last part of the name's module; module -> the leaves importable from it; every
    leaf)."""
    pairs, froms = set(), {}
    for old in table():
        module, _, leaf = old.rpartition(".")
        pairs.add((module.rpartition(".")[2].encode(), leaf.encode()))
        froms.setdefault(module.encode(), set()).add(leaf.encode())
    leaves = frozenset(leaf for _, leaf in pairs)
    return frozenset(pairs), {m: frozenset(found) for m, found in froms.items()}, leaves


_CHAIN = re.compile(
    rb"\b(\w+)[\s\\)]*\.[\s\\]*(?=(\w+))"
)  # `a.b`, `(a).b`; `a.b.c` gives (a, b), (b, c)
_ALIAS = re.compile(rb"\bas[\s\\]+(\w+)")
_FROM = re.compile(rb"\bfrom[\s\\]+([\w.]+(?:[ \t\\]*\.[ \t\\]*[\w.]+)*)[\s\\]+import\b")
_WORD = re.compile(rb"\w+")
_IMPORT_CONFIG = re.compile(rb"\bimport[ \t\\]+jax[ \t\\]*\.[ \t\\]*config\b")
_OLD_KEYWORD = re.compile(rb"\b(?:a_min|a_max|a)[\s\\]*=(?!=)")


def _split(dotted: str) -> tuple[str, str]:
    module, _, leaf = dotted.rpartition(".")
    return module, leaf


def _dotted(text: str) -> cst.BaseExpression:
    return cst.parse_expression(text)


class PublicJaxApi(Rule):
    CODE = "API001"
    SUMMARY = "Replace removed and internal JAX names with their public successors"
    TIER = Tier.UNSAFE
    PATTERN = re.compile(rb"jax")
    PREFILTER_COST = 10  # a regex pass over the file's attribute chains

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        """A name of the table can only be reached as `parent.leaf` (the last part of its module
        written out: `jax.core.Tracer`, `xla.DeviceArray` after `from jax.interpreters import
        xla`), as `alias.leaf` after an `as alias`, or imported with `from module import leaf`."""
        if b"jax" not in data:
            return False
        if b".device_buffer" in data or b".device()" in data:
            return True
        pairs, froms, leaves = _spellings()
        chains = set(_CHAIN.findall(data))
        if not chains.isdisjoint(pairs):
            return True
        aliases = set(_ALIAS.findall(data))
        if aliases and any(first in aliases and second in leaves for first, second in chains):
            return True
        if b"clip" in data and _OLD_KEYWORD.search(data) or _IMPORT_CONFIG.search(data):
            return True
        modules = [
            m for m in (re.sub(rb"[\s\\]", b"", m) for m in _FROM.findall(data)) if m in froms
        ]
        if modules:
            words = set(_WORD.findall(data))
            return any(not froms[m].isdisjoint(words) for m in modules)
        return False

    @classmethod
    def exports(cls, names) -> list[str]:
        """Module-level names bound to a renamed JAX name (`from jax import tree_multimap`): their
        uses are spelled out only where no other file of the run imports them from this one."""
        known = table()
        return [
            name
            for name, dotted in names.imported.items()
            if known.get(dotted, {}).get("kind") == "rename" and not name.startswith("_")
        ]

    @classmethod
    def plan(cls, context: PlanContext) -> list[Site]:
        if (
            not any(_lookup(d, table()) for d in context.names.references)
            and not any(d in _KEYWORDS or d in _CONFIG_MODULES for d in context.names.references)
            and not (_BUFFERS.keys() & context.names.identifiers or b".device()" in context.source)
        ):
            return []
        return _Plan(context).sites()


class _Plan:
    """The sites of one module: its imports, attribute chains and calls that the table knows."""

    def __init__(self, context: PlanContext) -> None:
        self.context = context
        self.resolve = context.resolve
        self.known = table()
        self.found: list[Site] = []
        self._suites: set[int] | None = None
        self._manual_uses: dict[
            str, str
        ] = {}  # name -> a use of it, through it, that has no successor
        self._lowered: set[int] = set()  # ids of `xla_computation(f)` calls whose result is called
        self._renamed: dict[int, str] = {}  # id of an attribute chain -> the name its fix writes
        self._with_items: set[int] = set()  # ids of the expressions of `with` items
        self._tight: set[int] = set()  # ids of expressions a unary minus must be parenthesized in
        self._handled: set[int] = (
            set()
        )  # ids of references and calls a migration of its own planned
        self._statements: set[int] = set()  # ids of calls that are whole expression statements
        self._tapped: set[int] = set()  # ids of statements an `id_tap` callback goes before

    def sites(self) -> list[Site]:
        nodes = self.context.names.nodes
        called: set[int] = set()  # functions of calls
        in_index_op: set[int] = set()  # `jax.ops.index` in `index_update(x, jax.ops.index[...], y)`
        shadowed: set[int] = set()  # `jax.api` in `jax.api.jit`: the longer name has its own entry
        attributes, calls, imports, names = [], [], [], []
        for node in nodes:
            kind = type(node)
            if kind is ast.Name:
                names.append(node)
            elif kind is ast.Expr:
                self._statements.add(id(node.value))
            elif kind is ast.With or kind is ast.AsyncWith:
                self._with_items.update(id(item.context_expr) for item in node.items)
            elif (
                kind is ast.BinOp
                and type(node.op) is ast.Pow
                or kind is ast.Subscript
                or kind is ast.UnaryOp
                or kind is ast.Await
            ):
                self._tight.add(
                    id(
                        node.left
                        if kind is ast.BinOp
                        else node.operand
                        if kind is ast.UnaryOp
                        else node.value
                    )
                )
            if kind is ast.Call:
                self._tight.add(id(node.func))
                called.add(id(node.func))
                calls.append(node)
                if any(
                    _split(n)[0] == "jax.ops" and _split(n)[1] in _AT_METHODS
                    for n in self.resolve(node.func)
                ):
                    in_index_op.update(
                        id(a.value) for a in arguments(node) if type(a) is ast.Subscript
                    )
            elif kind is ast.Attribute:
                attributes.append(node)
                self._tight.add(id(node.value))
                if type(node.value) is ast.Attribute and any(
                    n in self.known for n in self.resolve(node)
                ):
                    shadowed.add(id(node.value))
            elif (
                kind is ast.Import
                or kind is ast.ImportFrom
                and node.module is not None
                and not node.level
            ):
                imports.append(node)
        buffer_devices = {}  # id of `x.device_buffer` in `x.device_buffer.device()` -> that call
        for node in calls:
            func = node.func
            if (
                type(func) is ast.Attribute
                and func.attr == "device"
                and not node.args
                and not node.keywords
            ):
                if type(func.value) is ast.Attribute and func.value.attr == "device_buffer":
                    buffer_devices[id(func.value)] = node
                elif not self.resolve(func):  # a method of some value, not a module's function
                    self._device(node)
            if self.resolve(func) & {_HCB + "id_print", _HCB + "id_tap"}:
                self._handled.add(id(func))  # the call reports it
        if "custom_transforms" in self.context.names.identifiers:
            self._custom_transforms(calls)
        for node in attributes:
            if id(node) in self._handled:
                continue
            if node.attr in _BUFFERS:
                self._buffer(node, buffer_devices.get(id(node)))
            elif id(node) not in shadowed:
                self._attribute(node, id(node) in called, id(node) in in_index_op)
        self._manual_uses = self._uses_without_successor(attributes, shadowed)
        identifiers = self.context.names.identifiers
        if any(name.rpartition(".")[2] in identifiers for name in _CONSTANTS):
            for node in names:
                if found := self.resolve(node) & _CONSTANTS.keys():
                    self._constant(node, min(found))
        for node in imports:
            self._import(node) if type(node) is ast.Import else self._import_from(node)
        for node in calls:
            self._call(node)
        return sorted(
            self.found, key=lambda s: (*self._start(s), s.node.end_lineno, s.node.end_col_offset)
        )

    @functools.cached_property
    def _annotations(self) -> set[int]:
        """The ids of the nodes inside annotations (of parameters, returns and annotated names)."""
        found: set[int] = set()
        for node in self.context.names.nodes:
            kind = type(node)
            if kind is ast.arg or kind is ast.AnnAssign:
                annotations = [node.annotation]
            elif kind is ast.FunctionDef or kind is ast.AsyncFunctionDef:
                annotations = [node.returns]
            else:
                continue
            found.update(id(n) for a in annotations if a is not None for n in ast.walk(a))
        return found

    def _in_context(self, site: Site, entry: dict, nodes: list[ast.AST]) -> Site:
        """An unsafe rename to `jax.Array` is safe where every one of `nodes` is in an annotation;
        elsewhere it stays unsafe, with the reason."""
        if entry.get("new") != _ARRAY or site.tier is not Tier.UNSAFE:
            return site
        if nodes and all(id(n) in self._annotations for n in nodes):
            return replace(site, tier=Tier.SAFE)
        return _with_help(site, _RUNTIME_USE)

    def _name_uses(self, local: str) -> list[ast.AST]:
        return [n for n in self.context.names.nodes if type(n) is ast.Name and n.id == local]

    def _start(self, site: Site) -> tuple[int, int]:
        return site.start or (site.at.lineno, site.at.col_offset)

    def _target(self, entry: dict) -> tuple[str, str | None, str | None]:
        """(replacement, module to import for it, first JAX that has it): the newer spelling
        (`jax.tree.map`) when both the target JAX and the lowest supported one have it, else `new`."""
        target, lowest = self.context.options.target_jax, self.context.lowest_jax
        since = _version(entry.get("alt_since"))
        if (
            entry.get("alt")
            and (target is None or target >= since)
            and (lowest is None or lowest >= since)
        ):
            return entry["alt"], None, entry["alt_since"]
        return entry["new"], entry.get("import"), entry.get("new_since")

    def _message(self, entry: dict) -> tuple[str, str | None]:
        """The entry's message, naming the replacement the rewrite writes, and its help: the
        entry's, or with the newer spelling (`jax.tree.map`), what older JAX needs instead."""
        message = entry["message"]
        if not entry.get("alt") or self._target(entry)[0] != entry["alt"]:
            return message, entry.get("help")
        new, alt, since = entry["new"], entry["alt"], entry["alt_since"]
        said = f"use `{new}` instead"
        older = f"For jax older than {since}: `{new}`."
        if said in message:
            return message.replace(said, f"use `{alt}` instead"), older
        return message, f"The fix writes `{alt}` (jax {since} or newer). {older}"

    def _site(
        self, node: ast.AST, entry: dict, edit=None, imported_as: str | None = None, **where
    ) -> Site:
        """The site of a use of an old name: renamed with `edit` where the entry has a replacement,
        else reported (an import of it only if the import stays: when every use of it is
        rewritten, the import goes away with them)."""
        if entry["kind"] != "rename" or not entry.get("new"):
            return Site(
                node, entry["message"], if_import_kept=imported_as, help=entry.get("help"), **where
            )
        if entry["old"] == _PJIT and self._pjit_calls_blocked:
            return Site(
                node,
                entry["message"],
                if_import_kept=imported_as,
                help=f"Not rewritten: {self._pjit_calls_blocked}.",
                **where,
            )
        new, _, since = self._target(entry)
        message, why = self._message(entry)
        return Site(
            node,
            message,
            Tier(entry["tier"]),
            edit,
            min_jax=_version(since),
            help=why,
            writes=new,
            **where,
        )

    # -- imports ---------------------------------------------------------------------------------

    def _import(self, node: ast.Import) -> None:
        dropped: list[
            tuple[int, ast.alias, str, str]
        ] = []  # (index, alias, message, help) of aliases that go
        renamed_here: set[str] = set()  # roots an alias of this statement now imports
        converted: dict[int, tuple[str, str]] = {}  # `import jax.config as c`: index -> (leaf, c)
        statement_sites: list[Site] = []  # the sites the statement's one edit fixes
        for index, alias in enumerate(node.names):
            dotted = alias.name
            if dotted in _ALIAS_MODULES:
                self.found.append(
                    Site(alias, _ALIAS_MODULES[dotted], Tier.SAFE, _rename_alias("jax"))
                )
                continue
            if dotted in _CONFIG_MODULES and alias.asname is not None:
                leaf = dotted.rpartition(".")[2]
                message = f"`import {dotted} as {alias.asname}` fails on jax 0.4.25+; use `from jax import {leaf}`."
                converted[index] = (leaf, alias.asname)
                statement_sites.append(Site(alias, message, Tier.SAFE))
                continue
            found = _lookup(dotted, self.known)
            if dotted in _CONFIG_MODULES and alias.asname is None:
                found = ({"kind": "manual", "message": _CONFIG_MODULES[dotted]}, "")
            unlisted = not found and alias.asname is None and "." in dotted
            if (
                unlisted
            ):  # a module without an entry: its import goes only with some use, all rewritten
                found = (
                    {
                        "kind": "manual",
                        "message": f"`{dotted}` is imported only for names that moved out of it",
                    },
                    "",
                )
            if not found:
                continue
            entry, rest = found
            if (
                alias.asname is None
                and "." in dotted
                and (entry["kind"] == "manual" or not entry.get("new"))
            ):
                if self._uses_all_rewritten(dotted, unlisted):
                    root = dotted.partition(".")[0]
                    why = (
                        "Its uses here are attributes of that object"
                        if dotted in _CONFIG_MODULES
                        else "The fix rewrites every use of it here"
                    )
                    if self._bound_elsewhere(node, root) or root in renamed_here:
                        dropped.append(
                            (
                                index,
                                alias,
                                entry["message"],
                                f"{why}: the import goes (`{root}` is imported already).",
                            )
                        )
                    else:
                        renamed_here.add(root)
                        self.found.append(
                            Site(
                                alias,
                                entry["message"],
                                Tier.SAFE,
                                _rename_alias(root),
                                help=f"{why}: `import {root}` instead.",
                            )
                        )
                    continue
                if unlisted:
                    continue
            local = alias.asname or dotted.partition(".")[0]
            new = self._target(entry)[0] + rest if entry.get("new") else None
            if new and alias.asname is None and new.partition(".")[0] != dotted.partition(".")[0]:
                self.found.append(
                    Site(
                        alias,
                        entry["message"],
                        help=f"Not rewritten: `import {new}` would not bind `{local}`.",
                    )
                )
            elif new and local in self._manual_uses:
                self.found.append(Site(alias, entry["message"], help=self._would_change(local)))
            else:
                self.found.append(
                    self._site(alias, entry, _rename_alias(new) if new else None, imported_as=local)
                )
        statement_sites += [
            Site(alias, message, Tier.SAFE, help=why) for _, alias, message, why in dropped
        ]
        if statement_sites:  # one edit of the statement for every alias it drops or converts
            edit = _rewrite_import({index for index, *_ in dropped}, converted)
            self.found += [replace(s, edit=edit, target=node) for s in statement_sites]

    def _uses_all_rewritten(self, module: str, some: bool = False) -> bool:
        """Whether every use of `module` through its root name (`jax.lib.xla_bridge.X` after
        `import jax.lib.xla_bridge`) is an attribute chain that a fix applied in this pass renames
        to a name outside it (or, for `jax.config`, an attribute of today's `jax.config` object);
        with `some`, there must be one such use at least."""
        prefix = module + "."
        fixed = {
            id(s.at) for s in self.found if type(s.at) is ast.Attribute and self.context.allows(s)
        }
        fixed = {
            key: new
            for key, new in self._renamed.items()
            if key in fixed and not new.startswith(prefix)
        }
        uses = 0
        inner = set()
        for node in self.context.names.nodes:
            if type(node) is ast.Attribute and type(node.value) is ast.Attribute:
                inner.add(id(node.value))
        for node in self.context.names.nodes:
            if type(node) is not ast.Attribute or id(node) in inner:
                continue
            names = self.resolve(node)
            if not any(n == module or n.startswith(prefix) for n in names):
                continue
            chain, covered = node, False
            uses += 1
            while type(chain) is ast.Attribute:
                if id(chain) in fixed and any(n.startswith(prefix) for n in self.resolve(chain)):
                    covered = True
                    break
                if (
                    module in _CONFIG_MODULES
                    and type(chain.value) is ast.Attribute
                    and module in self.resolve(chain.value)
                ):
                    covered = _is_config_attribute(chain.attr)
                    break
                chain = chain.value
            if not covered:
                return False
        return uses > 0 or not some

    def _bound_elsewhere(self, statement: ast.Import, root: str) -> bool:
        """Whether a module-level `import root` (or `import root.m` of a module that stays) before
        `statement` binds `root` too."""
        for other in self.context.tree.body:
            if other is statement or other.lineno > statement.lineno:
                return False
            if type(other) is ast.Import and any(
                a.asname is None
                and (a.name == root or a.name.startswith(root + ".") and not self._gone(a.name))
                for a in other.names
            ):
                return True
        return False

    def _gone(self, module: str) -> bool:
        """Whether `module` may be missing on the target JAX (an entry without a successor, or a
        name of the table's)."""
        found = _lookup(module, self.known)
        return (
            module in _CONFIG_MODULES
            or module in _ALIAS_MODULES
            or bool(found)
            or any(
                old.startswith(module + ".")
                for old in self.context.names.references
                if old in self.known
            )
        )

    def _import_from(self, node: ast.ImportFrom) -> None:
        """`from M import a, b`: each name with an entry of its own imported from where it went
        (on lines of their own after the statement, which keeps the others), the others from
        where `M` went when it was renamed (in place, when no name has an entry of its own)."""
        if any(alias.name == "*" for alias in node.names):
            return
        module = node.module
        found = _lookup(module, self.known)
        where = self._module_position(node) if found else {}  # read only when found
        renamed = found and found[0]["kind"] == "rename" and found[0].get("new")
        own = [self.known.get(f"{module}.{alias.name}") for alias in node.names]
        if renamed:  # an entry that says what the module's rename says is not one of its own
            follows = self._target(found[0])[0] + found[1] + "."
            own = [
                None
                if e
                and e["kind"] == "rename"
                and e.get("new")
                and self._target(e)[0] == follows + a.name
                else e
                for a, e in zip(node.names, own)
            ]
        if renamed and not any(own):
            new = self._target(found[0])[0] + found[1]
            self.found.append(self._site(node, found[0], _rename_module(new), target=node, **where))
            return
        kept, moved, sites = [], {}, []  # kept: the indexes of the names that stay
        suite = id(node) in self._in_suites()
        module_site, followed = None, False
        spelled: set[int] = (
            set()
        )  # the names whose uses are spelled out: the engine drops them once unused
        if renamed:  # the names without an entry of their own follow the module
            module_site = self._site(node, found[0], _undecided, target=node, **where)
        for index, (alias, entry) in enumerate(zip(node.names, own)):
            local = alias.asname or alias.name
            if entry is None and module_site is None:
                kept.append(index)
                continue
            if entry is None:
                site, target = module_site, self._target(found[0])[0] + found[1] + "." + alias.name
            else:
                site, target = (
                    self._site(alias, entry, _undecided, imported_as=local),
                    entry.get("new") and self._target(entry)[0],
                )
                if local not in self.context.names.ambiguous:
                    site = self._in_context(site, entry, self._name_uses(local))
            if site.edit is not None and suite:
                site = replace(_with_help(site, _IN_SUITE), tier=Tier.MANUAL, edit=None, min_jax=())
            if site.edit is not None and local in self._manual_uses:
                site = replace(
                    _with_help(site, self._would_change(local)),
                    tier=Tier.MANUAL,
                    edit=None,
                    min_jax=(),
                )
            uses = self._uses_to_rename(alias, entry, site, target) if entry is not None else None
            if (
                uses
            ):  # the old name goes: its uses are spelled out, and the import goes with the last
                _, needs, _ = self._target(entry)
                self.found += [
                    replace(site, at=use, edit=_rename_chain(None, target, needs), target=None)
                    for use in uses
                ]
                kept.append(index)
                spelled.add(index)
                site = Site(alias, site.message, if_import_kept=local)
            elif site.edit is not None and self.context.allows(site):
                new_module, leaf = _split(target)
                moved.setdefault(new_module, []).append((leaf, local))
            else:  # a refused edit stays on its site, never applied: the engine says why
                kept.append(index)
            if entry is not None:
                sites.append(site)
            else:
                module_site, followed = (
                    site,
                    True,
                )  # reported once, for the names that follow the module
        if followed:
            sites.append(module_site)
        elif found and set(kept) - spelled:
            sites.append(Site(node, found[0]["message"], help=found[0].get("help"), **where))
        if moved:
            edit = _move_names(moved, kept)
            sites = [
                replace(s, edit=edit, target=node)
                if s.edit is not None and self.context.allows(s)
                else s
                for s in sites
            ]
        self.found += sites

    def _uses_to_rename(
        self, alias: ast.alias, entry: dict, site: Site, target: str
    ) -> list[ast.Name]:
        """The uses of `from M import old` to spell out as `target` (`tree_multimap(...)` ->
        `jax.tree.map(...)`), so that the removed name does not live on as an alias, nor a new
        one shadow anything (`from jax.tree import map` would hide the builtin): done for
        targets in the namespaces JAX's own docs spell out (`_SPELLED_OUT`) when the import had
        no `as`, the name changes, the fix is safe, and every `Name` spelling it is a load of
        this import (no other binding, no `__all__` or string mention, no other file of the run
        importing it)."""
        local = alias.name
        if alias.asname is not None or site.edit is None or not target:
            return []
        module, leaf = _split(target)
        if (
            site.tier is not Tier.SAFE
            or not self.context.allows(site)
            or leaf == local
            or module not in _SPELLED_OUT
        ):
            return []
        names = self.context.names
        shared = self.context.shared
        if (
            local in names.ambiguous
            or local in names.annotation_words
            or (shared and shared.importers.get(local))
        ):
            return []
        old = {entry["old"]}
        uses = self._name_uses(local)
        if not all(type(n.ctx) is ast.Load and self.resolve(n) == old for n in uses):
            return []
        if any(type(n) is ast.Constant and n.value == local for n in names.nodes):
            return []
        return uses

    def _uses_without_successor(
        self, attributes: list[ast.Attribute], shadowed: set[int]
    ) -> dict[str, str]:
        """The names through which the module reaches an old name with no successor of its own
        (`ex.export` after `import jax.experimental.export as ex`): renaming their import to
        the module's successor would give such a use another meaning."""
        found: dict[str, str] = {}
        for node in attributes:
            if id(node) in shadowed:
                continue
            root = node
            while type(root) is ast.Attribute:
                root = root.value
            if type(root) is not ast.Name or root.id in found:
                continue
            for dotted in self.resolve(node):
                entry = _lookup(dotted, self.known)
                if entry and entry[0]["kind"] == "manual" and not entry[1]:
                    found[root.id] = dotted
        return found

    def _would_change(self, local: str) -> str:
        return (
            f"Not rewritten: `{self._manual_uses[local]}`, used through `{local}`, has no successor there, "
            "so the new import would change what that use means."
        )

    def _in_suites(self) -> set[int]:
        """The statements of one-line suites (`if x: from m import a`), where no line can be added."""
        if self._suites is None:
            text, found = self.context.text, set()
            blocks = [self.context.tree.body]
            while blocks:
                for statement in blocks.pop():
                    for block in _blocks(statement):
                        blocks.append(block)
                        first = block[0]
                        if text.text[text.starts[first.lineno - 1] : text.span(first)[0]].strip():
                            found.update(map(id, block))
            self._suites = found
        return self._suites

    def _module_position(self, node: ast.ImportFrom) -> dict:
        """Where the module of `from M import ...` is reported: from its first name (the `ast`
        gives the statement's position only) to its last."""
        text = self.context.text
        start, end = text.span(node)
        line, column = text.position(start)
        tokens = tokenize.generate_tokens(io.StringIO(text.text[start:end]).readline)
        module = []
        for token in tokens:
            if token.string == "import":
                break
            if token.type == tokenize.NAME and token.string != "from":
                module.append(token)
        (row, col), last = module[0].start, module[-1].end[0]
        return {
            "start": (line + row - 1, column + col if row == 1 else col + 1),
            "end_line": line + last - 1,
        }

    # -- references ------------------------------------------------------------------------------

    def _attribute(self, node: ast.Attribute, called: bool, in_index_op: bool) -> None:
        for name in self.resolve(node):
            entry = self.known.get(name)
            if name == _INDEX and in_index_op:
                return  # the enclosing `index_*` call rewrites it, or reports why not
            if name == _INDEX:
                entry = {
                    **(entry or {}),
                    "kind": "rename",
                    "tier": "safe",
                    "new": _INDEX_EXP,
                    "import": None,
                    "message": "`jax.ops.index` was removed in jax 0.3.2; `jax.numpy.index_exp` is the same helper.",
                }
            if entry is None:
                continue
            if name in _CONSTANTS:
                self._constant(node, name)
                return
            if entry["kind"] == "call":
                if not called:
                    self.found.append(
                        Site(
                            node,
                            entry["message"],
                            help="Not rewritten: it is used as a value, not called.",
                        )
                    )
                return
            if entry["kind"] != "rename" or not entry.get("new"):
                self.found.append(self._site(node, entry))
                return
            new, needs, _ = self._target(entry)
            self._renamed[id(node)] = new
            site = self._site(
                node, entry, _rename_chain(self._through_root(node, new, needs), new, needs)
            )
            self.found.append(self._in_context(site, entry, [node]))
            return

    def _spelled(self, node: ast.expr, new: str) -> str | None:
        """`new` spelled off the root of `node` when `node` is an attribute chain whose root
        reaches it (`_through_root`); None for a bare name."""
        return self._through_root(node, new, None) if type(node) is ast.Attribute else None

    def _through_root(self, node: ast.Attribute, new: str, needs: str | None) -> str | None:
        """`new` spelled off the chain's own root name, when that name is a module `new` lives in
        and that module makes it reachable (`jax.tree_multimap` -> `jax.tree_util.tree_map`,
        `np.product` -> `np.prod` where `np` is jax.numpy)."""
        root = node
        while type(root) is ast.Attribute:
            root = root.value
        if type(root) is not ast.Name:
            return None
        for module in self.resolve(root):
            if new.startswith(module + ".") and (
                needs is None or module == needs or module.startswith(needs + ".")
            ):
                return root.id + new[len(module) :]
        return None

    def _call(self, call: ast.Call) -> None:
        if id(call) in self._handled:
            return
        names = self.resolve(call.func)
        if _TIE_IN in names:
            self._tie_in(call)
            return
        keywords = names & _KEYWORDS.keys()
        if keywords:
            self._old_keywords(call, *_KEYWORDS[min(keywords)])
            return
        if _IN1D in names:
            self._call_rewrite(call, _IN1D)
            return
        forms = names & _FORMS.keys()
        if forms:
            self._form(call, min(forms))
            return
        if type(call.func) is ast.Call and _XLA_COMPUTATION in self.resolve(call.func.func):
            self._lowered.add(id(call.func))
            self._xla_computation(call)
            return
        skip = self._pjit_skip(call, names)
        if skip is not None and _old_pjit_arguments(call, skip):
            self._pjit_keywords(call, skip)
        if _SHARD_MAP in names:
            self._shard_map(call)
            return
        if _HCB + "call" in names:
            self._host_call(call)
            return
        if _HCB + "id_print" in names:
            self._id_print(call)
            return
        if _HCB + "id_tap" in names:
            self._id_tap(call)
            return
        if _XLA_COMPUTATION in names and id(call) not in self._lowered:
            self.found.append(
                Site(
                    call,
                    self.known[_XLA_COMPUTATION]["message"],
                    help="Not rewritten: the computation is not called where it is made.",
                )
            )
            return
        for name in names:
            module, leaf = _split(name)
            if module == "jax.ops" and leaf in _AT_METHODS:
                self._index_op(call, _AT_METHODS[leaf], name)
                return

    def _old_keywords(self, call: ast.Call, renames: dict[str, str], first: str) -> None:
        """`jnp.clip(x, a_min=0, a_max=1)` -> `jnp.clip(x, min=0, max=1)`; `jnp.clip(a=x, ...)` ->
        `jnp.clip(x, ...)` when `a=` comes first (moving it would change evaluation order)."""
        keywords = [k.arg for k in call.keywords if k.arg]
        if not set(keywords) & (renames.keys() | {first}):
            return
        values = sorted([*call.args, *call.keywords], key=lambda a: (a.lineno, a.col_offset))
        if first in keywords and not (type(values[0]) is ast.keyword and values[0].arg == first):
            self.found.append(
                Site(
                    call,
                    _CLIP_MESSAGE,
                    help=f"Not rewritten: `{first}=` is not the first argument.",
                )
            )
            return
        self.found.append(
            Site(
                call,
                _CLIP_MESSAGE,
                Tier.SAFE,
                _keywords(renames, first),
                min_jax=_KEYWORD_SINCE,
                writes="min=",
            )
        )

    def _pjit_skip(self, call: ast.Call, names: set[str] | None = None) -> int | None:
        """How many positional arguments of `call` come before pjit's own `f`: 0 for a call of
        pjit, 1 for `functools.partial(pjit, ...)`; None for other calls."""
        names = self.resolve(call.func) if names is None else names
        if _PJIT in names:
            return 0
        if _PARTIAL in names and call.args and _PJIT in self.resolve(call.args[0]):
            return 1
        return None

    def _pjit_keywords(self, call: ast.Call, skip: int) -> None:
        """`pjit(f, in_axis_resources=a, out_axis_resources=b)` -> `pjit(f, in_shardings=a, out_shardings=b)`
        ("a safe and trivial name replacement", the changelog of jax 0.4.14 says; `in_shardings` exists
        from jax 0.4.4); `pjit(f, a, b)` -> `pjit(f, in_shardings=a, out_shardings=b)`, the keywords
        `jax.jit` needs (the first three positions after `f` meant the same in every pjit). The
        same in `functools.partial(pjit, ...)`, whose keywords the rename to `jax.jit` keeps."""
        message = _PJIT_MESSAGE if len(call.args) < 2 + skip else _PJIT_POSITIONAL_MESSAGE
        blocked = self._pjit_blocked(call, skip)
        if blocked:
            self.found.append(Site(call, message, help=f"Not rewritten: {blocked}."))
            return
        self.found.append(
            Site(
                call,
                message,
                Tier.SAFE,
                _pjit_arguments(skip),
                min_jax=_IN_SHARDINGS_SINCE,
                help=_PJIT_HELP,
                writes="in_shardings=",
            )
        )

    def _pjit_blocked(self, call: ast.Call, skip: int) -> str | None:
        """Why the arguments of a pjit call (after `skip` others) cannot all be passed by keyword."""
        if any(type(a) is ast.Starred for a in call.args) or any(
            k.arg is None for k in call.keywords
        ):
            return "it passes arguments with `*` or `**`"
        if len(call.args) > 1 + skip + len(_PJIT_POSITIONAL):
            return "its fifth positional argument was `donate_argnums` in old pjit, `static_argnames` in new"
        return None

    @functools.cached_property
    def _pjit_calls_blocked(self) -> str | None:
        """Why `pjit` cannot become `jax.jit` here: a call of it (or a `functools.partial` of it)
        whose shardings stay positional, or whose old keywords stay."""
        lowest = self.context.lowest_jax
        for node in self.context.names.nodes:
            if type(node) is not ast.Call:
                continue
            skip = self._pjit_skip(node)
            if skip is None:
                continue
            if not _old_pjit_arguments(node, skip):
                continue
            if self._pjit_blocked(node, skip):
                return f"the call on line {node.lineno} keeps positional arguments, which `jax.jit` rejects"
            if lowest is not None and lowest < _IN_SHARDINGS_SINCE:
                return f"the call on line {node.lineno} needs `in_shardings=`, new in jax 0.4.4"
        return None

    def _buffer(self, node: ast.Attribute, device_call: ast.Call | None) -> None:
        """`x.device_buffer` -> `x.addressable_data(0)`, `x.device_buffers` -> `[s.data for s in
        x.addressable_shards]` (the changelog of jax 0.4.22), `x.device_buffer.device()` ->
        `next(iter(x.devices()))`; unsafe: nothing says that `x` is a JAX array."""
        message = _BUFFERS[node.attr]
        if device_call is not None:
            message = message.replace(
                "use `x.addressable_data(0)` instead.",
                "`.device()` is `next(iter(x.devices()))`.",
            )
            self.found.append(
                Site(
                    node,
                    message,
                    Tier.UNSAFE,
                    _buffer_device,
                    target=device_call,
                    min_jax=(0, 4, 1),
                    help=_BUFFER_UNSAFE,
                    writes="x.devices()",
                )
            )
            return
        self.found.append(
            Site(
                node,
                message,
                Tier.UNSAFE,
                _buffers(node.attr),
                min_jax=(0, 4, 1),
                help=_BUFFER_UNSAFE,
                writes="x.addressable_data"
                if node.attr == "device_buffer"
                else "x.addressable_shards",
            )
        )

    def _shard_map(self, call: ast.Call) -> None:
        """`shard_map(f, mesh, in_specs, out_specs, check_rep=c)` -> `jax.shard_map(f, mesh=mesh,
        in_specs=in_specs, out_specs=out_specs, check_vma=c)` (the new one takes keywords only)."""
        message = self.known[_SHARD_MAP]["message"]
        keywords = [k.arg for k in call.keywords]
        starred = any(type(a) is ast.Starred for a in call.args) or None in keywords
        if (
            starred
            or not call.args
            or len(call.args) > 5
            or not set(keywords) <= set(_SHARD_MAP_POSITIONAL)
        ):
            self.found.append(
                Site(
                    call,
                    message,
                    help="Not rewritten: only `shard_map(f, mesh, in_specs, out_specs, "
                    "check_rep=...)` maps onto `jax.shard_map` one to one (`auto=` does not).",
                )
            )
            return
        spelled = self._spelled(call.func, "jax.shard_map")
        self.found.append(
            Site(
                call,
                message,
                Tier.UNSAFE,
                _shard_map(spelled),
                min_jax=(0, 6, 1),
                help=_SHARD_MAP_FIX,
                writes="jax.shard_map",
            )
        )

    def _host_call(self, call: ast.Call) -> None:
        """`host_callback.call(f, x, result_shape=s)` -> `jax.pure_callback(f, s, x)`."""
        message = self.known[_HCB + "call"]["message"]
        keywords = {k.arg: k.value for k in call.keywords}
        if (
            len(call.args) != 2
            or any(type(a) is ast.Starred for a in call.args)
            or set(keywords) != {"result_shape"}
        ):
            self.found.append(
                Site(
                    call,
                    message,
                    help="Not rewritten: only `call(f, x, result_shape=s)` maps onto "
                    "`pure_callback` one to one (`result_shape=None` has no counterpart, nor have "
                    "`call_with_device=` and `device_index=`).",
                )
            )
            return
        if (
            type(keywords["result_shape"]) is ast.Constant
            and keywords["result_shape"].value is None
        ):
            self.found.append(
                Site(call, message, help="Not rewritten: `result_shape=None` has no counterpart.")
            )
            return
        if _calls_something(call.args[1]) and _calls_something(keywords["result_shape"]):
            self.found.append(
                Site(
                    call,
                    message,
                    help="Not rewritten: `x` and `result_shape` both call something, "
                    "and `pure_callback` takes them in the other order.",
                )
            )
            return
        self.found.append(
            Site(
                call,
                message,
                Tier.UNSAFE,
                _pure_callback,
                min_jax=(0, 3, 17),
                help=_HCB_CALL_FIX,
                writes="jax.pure_callback",
            )
        )

    def _id_print(self, call: ast.Call) -> None:
        """`hcb.id_print(x)` as a statement -> `jax.debug.print("{}", x)`: both print
        `numpy.array2string` of the value (id_print's other keywords first, as `k: v` lines)."""
        message = self.known[_HCB + "id_print"]["message"]
        keywords = {k.arg: k.value for k in call.keywords}
        constant = all(
            type(v) is ast.Constant and type(v.value) in (str, int, float, bool)
            for v in keywords.values()
        )
        if id(call) not in self._statements:
            why = "its result is used, and `jax.debug.print` returns None"
        elif _ID_PRINT_OPTIONS & keywords.keys():
            why = f"`{min(_ID_PRINT_OPTIONS & keywords.keys())}=` has no `jax.debug.print` counterpart"
        elif (
            len(call.args) != 1
            or type(call.args[0]) is ast.Starred
            or None in keywords
            or not constant
        ):
            why = "only `id_print(x)` with constant labels maps onto `jax.debug.print`"
        else:
            why = None
        if why is not None:
            self.found.append(Site(call, message, help=f"Not rewritten: {why}."))
            return
        labels = "".join(f"{k}: {keywords[k].value}\n" for k in sorted(keywords))
        fmt = labels.replace("{", "{{").replace("}", "}}") + "{}"
        self.found.append(
            Site(
                call,
                message,
                Tier.UNSAFE,
                _debug_print(fmt),
                min_jax=(0, 3, 16),
                help=_ID_PRINT_FIX,
                writes="jax.debug.print",
            )
        )

    def _id_tap(self, call: ast.Call) -> None:
        """`hcb.id_tap(tap, x)` -> `jax.debug.callback(lambda arg: tap(arg, ()), x)` (a lambda tap
        `lambda a, t: ...` gets `t=()` instead): `id_tap` called `tap(arg, transforms)` and returned
        `x`, so where its result is used the callback goes on a line of its own before the
        statement and the call becomes `x` (a name, the same value there)."""
        entry = self.known[_HCB + "id_tap"]
        message = entry["message"]
        statement = None if id(call) in self._statements else self._simple_statement(call)
        tap = call.args[0] if call.args else None
        if call.keywords:
            why = f"`{call.keywords[0].arg or '**'}=` has no `jax.debug.callback` counterpart"
        elif len(call.args) != 2 or any(type(a) is ast.Starred for a in call.args):
            why = "only `id_tap(tap, x)` maps onto `jax.debug.callback`"
        elif not (_plain_function(tap) or _two_parameter_lambda(tap)):
            why = "the tap is not a name or a two-parameter lambda"
        elif id(call) not in self._statements and (
            statement is None
            or type(call.args[1]) is not ast.Name
            or not _plain_function(tap)
            or self._has_comment(statement)
            or id(statement) in self._in_suites()
            or id(statement) in self._tapped
        ):
            why = (
                "its result is used: only `id_tap(f, x)` with `f` and `x` names, in a one-line "
                "statement, keeps `x` as the result"
            )
        else:
            why = None
        if why is not None:
            self.found.append(
                Site(call, message, help=f"Not rewritten: {why}. {entry.get('help', '')}".strip())
            )
            return
        parameter = next(
            name
            for name in ("arg", "arg_", "arg__", "tapped")
            if not any(type(n) is ast.Name and n.id == name for n in ast.walk(tap))
        )
        callback = _debug_callback(parameter)
        if statement is None:
            edit, target = callback, None
        else:
            text = self.context.text
            edit = _callback_before(
                cst.parse_expression(text.text[slice(*text.span(call))]), callback
            )
            target = statement
            self._tapped.add(id(statement))
        self.found.append(
            Site(
                call,
                message,
                Tier.UNSAFE,
                edit,
                target=target,
                min_jax=(0, 3, 16),
                help=_ID_TAP_FIX,
                writes="jax.debug.callback",
            )
        )

    def _simple_statement(self, call: ast.Call) -> ast.stmt | None:
        """The one-line simple statement holding `call` outside any lambda, comprehension or other
        scope, else None."""
        for node in self.context.names.nodes:
            if not isinstance(
                node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Expr)
            ):
                continue
            if not (node.lineno <= call.lineno and call.end_lineno <= node.end_lineno):
                continue
            stack = [node]
            while stack:
                current = stack.pop()
                if current is call:
                    return node if node.lineno == node.end_lineno else None
                if not isinstance(current, _SCOPES):
                    stack += ast.iter_child_nodes(current)
        return None

    def _device(self, call: ast.Call) -> None:
        """`x.device()` -> `next(iter(x.devices()))`; unsafe: nothing says that `x` is a JAX array."""
        self.found.append(
            Site(
                call,
                _DEVICE_MESSAGE,
                Tier.UNSAFE,
                _one_device,
                min_jax=(0, 4, 1),
                help=_BUFFER_UNSAFE,
                writes="x.devices()",
            )
        )

    def _custom_transforms(self, calls: list[ast.Call]) -> None:
        """`@jax.custom_transforms def f` with `jax.defjvp(f, r, ...)` / `jax.defjvp_all(f, rule)` ->
        `@jax.custom_jvp def f` with `f.defjvps(r, ...)` / `f.defjvp(rule)`: the rules take the same
        arguments (jax/api.py at jax-v0.2.11: `defjvp` summed `rule(t, ans, *primals)` over the
        arguments, as `defjvps` does). A function with a VJP rule is reported: `defvjp_all`'s
        closure is no `custom_vjp` residual."""
        rules: dict[str, list[tuple[ast.Call, str]]] = {}  # function name -> its rule calls
        for call in calls:
            for name in self.resolve(call.func) & (_CUSTOM_RULES.keys() | _CUSTOM_VJP_RULES):
                if call.args and type(call.args[0]) is ast.Name:
                    rules.setdefault(call.args[0].id, []).append((call, name))
        body = self.context.tree.body
        for statement in body:
            if type(statement) is not ast.FunctionDef:
                continue
            decorators = [d for d in statement.decorator_list if _CUSTOM in self.resolve(d)]
            if not decorators:
                continue
            name, found = statement.name, rules.get(statement.name, [])
            binds = sum(
                type(s) in (ast.FunctionDef, ast.ClassDef)
                and s.name == name
                or type(s) is ast.Assign
                and any(type(t) is ast.Name and t.id == name for t in s.targets)
                for s in body
            )
            vjp = [n for _, n in found if n in _CUSTOM_VJP_RULES]
            calls_ok = all(
                id(c) in self._statements
                and not any(type(a) is ast.Starred for a in c.args)
                and not c.keywords
                for c, _ in found
            )
            if vjp:
                why = f"`{vjp[0]}` has no one-to-one `custom_vjp` form: write `fwd`/`bwd` and `{name}.defvjp(fwd, bwd)`"
            elif not found:
                why = "it has no rule here: without one, drop the decorator"
            elif binds != 1 or len(decorators) != 1 or not calls_ok:
                why = f"`{name}` is bound more than once, or a rule call is not a plain statement"
            else:
                why = None
            entry = self.known[_CUSTOM]
            reference = decorators[0]
            self._handled.add(id(reference))
            self._handled.update(id(c) for c, _ in found)
            self._handled.update(id(c.func) for c, _ in found)
            if why is not None:
                self.found.append(Site(reference, entry["message"], help=f"Not rewritten: {why}."))
                self.found += [Site(c, self.known[n]["message"]) for c, n in found]
                continue
            spelled = self._spelled(reference, "jax.custom_jvp")
            self.found.append(
                Site(
                    reference,
                    entry["message"],
                    Tier.UNSAFE,
                    _rename_chain(spelled, "jax.custom_jvp", None),
                    help=_CUSTOM_FIX,
                )
            )
            self.found += [
                Site(
                    c,
                    self.known[n]["message"],
                    Tier.UNSAFE,
                    _rule_method(_CUSTOM_RULES[n]),
                    help=_CUSTOM_FIX,
                )
                for c, n in found
            ]

    def _xla_computation(self, call: ast.Call) -> None:
        """`jax.xla_computation(f)(*args)` -> `jax.jit(f).lower(*args).compiler_ir("hlo")`."""
        inner = call.func
        message = self.known[_XLA_COMPUTATION]["message"]
        if len(inner.args) != 1 or inner.keywords or type(inner.args[0]) is ast.Starred:
            self.found.append(
                Site(
                    call,
                    message,
                    help="Not rewritten: `xla_computation`'s own options (`backend=`, "
                    "`axis_env=`, ...) have no one-to-one counterpart.",
                )
            )
            return
        spelled = self._spelled(inner.func, "jax.jit")
        self.found.append(
            Site(
                call,
                message,
                Tier.UNSAFE,
                _lowered(spelled),
                min_jax=(0, 3, 3),
                help=_XLA_COMPUTATION_FIX,
                writes="jax.jit(f).lower",
            )
        )

    def _call_rewrite(self, call: ast.Call, name: str) -> None:
        """`jnp.in1d(a, b, ...)` -> `jnp.isin(a, b, ...).ravel()`: `in1d` was `isin` flattened
        (jax/_src/numpy/setops.py at jax-v0.4.23: `isin = in1d(...).reshape(shape(element))`), with
        the same parameters under other names (`ar1=`, `ar2=` become `element=`, `test_elements=`)."""
        new, since, keywords = _CALL_REWRITES[name]
        message = (
            self.known[name]["message"]
            if name in self.known
            else f"`{name}` was removed; use `{new}`."
        )
        spelled = self._spelled(call.func, new)
        self.found.append(
            Site(
                call,
                message,
                Tier.SAFE,
                _flattened(spelled, new, keywords),
                min_jax=_version(since),
                writes=new,
            )
        )

    def _form(self, call: ast.Call, name: str) -> None:
        """`jnp.msort(a)` -> `jnp.sort(a, axis=0)`, `jax.random.rbg_key(seed)` ->
        `jax.random.PRNGKey(seed, impl="rbg")`, `with jax.experimental.enable_x64():` -> `with
        jax.enable_x64(True):`: the functions the old ones called (tools/jax_api_overrides.json)."""
        new, since, parameters, added, default = _FORMS[name]
        message = self.known[name]["message"]
        keywords = [k.arg for k in call.keywords]
        if (
            any(type(a) is ast.Starred for a in call.args)
            or len(call.args) > len(parameters)
            or not set(keywords) <= set(parameters[len(call.args) :])
        ):
            self.found.append(
                Site(
                    call,
                    message,
                    help="Not rewritten: its arguments do not match the old signature.",
                )
            )
            return
        if new in _WITH_ONLY and id(call) not in self._with_items:
            self.found.append(
                Site(call, message, help="Not rewritten: only a `with` item maps one to one.")
            )
            return
        spelled = self._spelled(call.func, new)
        extra = added if added is not None or call.args or call.keywords else default
        self._fix_call(
            call,
            message,
            None,
            _with_argument(spelled, new, extra),
            min_jax=_version(since),
            writes=new if added is None else f"{new}(..., {added})",
        )

    def _constant(self, node: ast.expr, name: str) -> None:
        """`jnp.NINF` -> `-jnp.inf`, `jnp.PZERO` -> `0.0`, `jnp.NZERO` -> `-0.0`: the Python floats
        they were (`numpy.NINF`, `numpy.PZERO`, `numpy.NZERO`), a negative one in parentheses
        where a unary minus would bind less tightly (`(-0.0) ** 2` is not `-0.0 ** 2`). Only where
        read: `jnp.NINF = x` and `del jnp.NINF` are reported (a literal cannot be assigned)."""
        message = self.known[name]["message"]
        if type(getattr(node, "ctx", None)) is not ast.Load:
            help = "Not rewritten: it is assigned or deleted here, not read."
            self.found.append(Site(node, message, help=help))
            return
        spelled = self._spelled(node, "jax.numpy.inf") if name == _NINF else None
        edit = _constant_edit(_CONSTANTS[name], spelled, id(node) in self._tight)
        self.found.append(Site(node, message, Tier.SAFE, edit))

    def _fix_call(
        self,
        call: ast.Call,
        message: str,
        why_not: str | None,
        edit,
        min_jax: Version = (),
        writes: str | None = None,
    ) -> None:
        """A call to rewrite; reported, not rewritten, when `why_not` says so or when comments
        inside it would be lost."""
        if why_not is None and self._has_comment(call):
            why_not = "the call has comments inside, which the rewrite would drop"
        if why_not is not None:
            self.found.append(Site(call, message, help=f"Not rewritten: {why_not}."))
        else:
            self.found.append(Site(call, message, Tier.SAFE, edit, min_jax=min_jax, writes=writes))

    def _has_comment(self, node: ast.AST) -> bool:
        text = self.context.text
        code = text.text[slice(*text.span(node))]
        if "#" not in code:
            return False
        try:
            return any(
                t.type == tokenize.COMMENT
                for t in tokenize.generate_tokens(io.StringIO(code).readline)
            )
        except (tokenize.TokenError, SyntaxError):
            return True

    def _tie_in(self, call: ast.Call) -> None:
        entry = self.known.get(_TIE_IN)
        message = (
            entry["message"]
            if entry
            else "`lax.tie_in` was removed; it has been a no-op since omnistaging."
        )
        values = arguments(call)
        positional = len(call.args) + sum(k.arg is None for k in call.keywords)
        plain = len(values) == 2 and positional == 2 and not _calls_something(values[0])
        self._fix_call(
            call, message, None if plain else "its arguments are not two plain expressions", _second
        )

    def _index_op(self, call: ast.Call, method: str, name: str) -> None:
        """`index_update(x, idx, y)` -> `jnp.asarray(x).at[idx].set(y)`: the old functions took any
        array-like and returned a JAX array, and `jax.ops.index[...]` only built the index tuple."""
        entry = self.known.get(name)
        message = (
            entry["message"] if entry else f"`{name}` was removed; use `x.at[idx].{method}(y)`."
        )
        values = _index_op_values(call)
        plain = values is not None
        index = values[1] if plain else None
        helper = type(index) is ast.Subscript and _INDEX in self.resolve(index.value)
        wrap = not (plain and self._is_jax_array(values[0]))
        self._fix_call(
            call,
            message,
            None if plain else "its arguments are not `x, idx, y`",
            _at(
                method,
                helper,
                wrap,
                plain and self._head_too_long(call, values, method, helper, wrap),
            ),
        )

    def _head_too_long(
        self, call: ast.Call, values: list[ast.expr], method: str, helper: bool, wrap: bool
    ) -> bool:
        """Whether `call`, broken over lines, would start with a line longer than any of the
        file's (at least 79 characters) once `x` and `idx` (the first two of `values`, the
        call's `x, idx, y`) join `jnp.asarray(x).at[idx].set(`."""
        text = self.context.text
        source = text.text
        target, index = values[:2]
        if target.lineno == call.func.end_lineno:
            return False  # not broken after `(`: it keeps its lines as they are
        parts = [source[slice(*text.span(n))] for n in (target, index.slice if helper else index)]
        if any("\n" in p for p in parts):
            return False
        start = text.span(call)[0]
        column = start - (source.rfind("\n", 0, start) + 1)
        array = f"jnp.asarray({parts[0]})" if wrap else parts[0]
        head = f"{array}.at[{parts[1]}].{method}("
        return column + len(head) > max(79, *map(len, source.splitlines()))

    def _is_jax_array(self, node: ast.expr) -> bool:
        """Whether `node` is certainly a JAX array (a call that makes one), so that
        `jnp.asarray(node)` is `node` itself: the wrap is needed for NumPy operands only."""
        if type(node) is not ast.Call:
            return False
        for name in self.resolve(node.func):
            module, leaf = _split(name)
            if (
                module == "jax.numpy"
                and leaf in _MAKES_ARRAY
                or module == "jax.ops"
                and leaf in _AT_METHODS
            ):
                return True
        return False


def _with_help(site: Site, text: str) -> Site:
    """`site` with `text` added to its help."""
    return replace(site, help=f"{site.help} {text}" if site.help else text)


def _blocks(statement: ast.stmt) -> list[list[ast.stmt]]:
    """The blocks of statements directly inside a compound statement."""
    found = []
    for field in ("body", "orelse", "finalbody", "handlers", "cases"):
        value = getattr(statement, field, None)
        if type(value) is list and value:
            if isinstance(value[0], ast.stmt):
                found.append(value)
            elif isinstance(value[0], (ast.excepthandler, ast.match_case)):
                found += [part.body for part in value]
    return found


def _undecided(node, imports):
    """Stands for the edit of a name an import may move, until the plan knows which names move."""
    raise AssertionError("replaced by the statement's edit")


def _old_pjit_arguments(call: ast.Call, skip: int) -> bool:
    """Whether a pjit call (after `skip` other positional arguments) may pass shardings in a way
    `jax.jit` rejects: by position (perhaps through `*`), or by the old keywords."""
    return (
        len(call.args) > 1 + skip
        or any(type(a) is ast.Starred for a in call.args[skip:])
        or any(k.arg in _PJIT_KEYWORDS for k in call.keywords)
    )


_SCOPES = (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _plain_function(node: ast.expr | None) -> bool:
    """A name or an attribute chain on one: evaluating it later gives the same function."""
    while type(node) is ast.Attribute:
        node = node.value
    return type(node) is ast.Name


def _two_parameter_lambda(node: ast.expr | None) -> bool:
    """`lambda a, t: ...` with plain positional parameters, the second without a default."""
    if type(node) is not ast.Lambda:
        return False
    a = node.args
    return (
        len(a.args) == 2
        and not (a.posonlyargs or a.vararg or a.kwonlyargs or a.kwarg)
        and len(a.defaults) == 0
    )


def _calls_something(node: ast.AST) -> bool:
    """Whether evaluating `node` may run code (a call, await, yield or walrus inside it)."""
    return any(
        isinstance(n, (ast.Call, ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr))
        for n in ast.walk(node)
    )


# -- edits (on libcst nodes) ------------------------------------------------------------------------


def _rename_alias(new: str):
    def edit(alias: cst.ImportAlias, imports) -> cst.ImportAlias:
        return alias.with_changes(name=_dotted(new))

    return edit


def _rewrite_import(dropped: set[int], converted: dict[int, tuple[str, str]]):
    """`import a, b` without the aliases at `dropped` and those at `converted`, each of which
    (`import jax.config as c`) becomes `from jax import config as c` on a line after it; the
    statement goes when no alias is left."""

    def edit(statement: cst.Import, imports):
        kept = [
            alias
            for i, alias in enumerate(statement.names)
            if i not in dropped and i not in converted
        ]
        after = [
            cst.ImportFrom(
                module=cst.Name("jax"),
                names=[
                    cst.ImportAlias(
                        name=cst.Name(leaf),
                        asname=None if local == leaf else cst.AsName(name=cst.Name(local)),
                    )
                ],
            )
            for leaf, local in converted.values()
        ]
        if kept:
            kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            kept = statement.with_changes(names=kept)
        if not after:
            return kept or REMOVE
        return Split(kept or None, after)

    return edit


def _is_config_attribute(name: str) -> bool:
    return name in _CONFIG_ATTRIBUTES or name.startswith("jax_")


def _rename_module(new: str):
    def edit(statement: cst.ImportFrom, imports) -> cst.ImportFrom:
        return statement.with_changes(module=_dotted(new))

    return edit


def _rename_chain(spelled: str | None, new: str, needs: str | None):
    """`new` spelled off the chain's root, else reached through an import: the module it needs,
    else its top-level package."""

    def edit(node: cst.Attribute, imports) -> cst.BaseExpression:
        if spelled is not None:
            replacement = spelled
        else:
            module = needs or new.partition(".")[0]
            replacement = imports.module(module) + new[len(module) :]
        return _dotted(replacement).with_changes(lpar=node.lpar, rpar=node.rpar)

    return edit


def _move_names(moved: dict[str, list[tuple[str, str]]], kept: list[int]):
    """`from M import a, b` without the names that moved (None when none is left), then one
    `from N import x [as a]` per new module."""

    def edit(statement: cst.ImportFrom, imports):
        statements = [
            cst.ImportFrom(
                module=_dotted(module),
                names=_commas(
                    [
                        cst.ImportAlias(
                            name=cst.Name(leaf),
                            asname=None if local == leaf else cst.AsName(name=cst.Name(local)),
                        )
                        for leaf, local in aliases
                    ]
                ),
            )
            for module, aliases in moved.items()
        ]
        if not kept:
            return Split(None, statements)
        stay = [statement.names[index] for index in kept]
        stay[-1] = stay[-1].with_changes(
            comma=statement.names[-1].comma
        )  # a trailing comma only inside parentheses
        return Split(statement.with_changes(names=stay), statements)

    return edit


def _keywords(renames: dict[str, str], first: str | None):
    def edit(call: cst.Call, imports) -> cst.Call:
        args = list(call.args)
        for i, arg in enumerate(args):
            if arg.keyword is None:
                continue
            if first is not None and arg.keyword.value == first:
                args[i] = arg.with_changes(keyword=None, equal=cst.MaybeSentinel.DEFAULT)
            elif arg.keyword.value in renames:
                args[i] = arg.with_changes(
                    keyword=arg.keyword.with_changes(value=renames[arg.keyword.value])
                )
        return call.with_changes(args=args)

    return edit


def _pjit_arguments(skip: int):
    """`pjit(f, a, b, in_axis_resources=...)` (or `partial(pjit, f, a, ...)`, `skip` 1): the
    positions after `f` and the old keywords become the keywords `in_shardings=`,
    `out_shardings=`, `static_argnums=`."""

    def edit(call: cst.Call, imports) -> cst.Call:
        args = []
        for index, arg in enumerate(call.args):
            if arg.keyword is None and index > skip:
                arg = arg.with_changes(
                    keyword=cst.Name(_PJIT_POSITIONAL[index - skip - 1]), equal=_NO_SPACE_EQUAL
                )
            elif arg.keyword is not None and arg.keyword.value in _PJIT_KEYWORDS:
                arg = arg.with_changes(keyword=cst.Name(_PJIT_KEYWORDS[arg.keyword.value]))
            args.append(arg)
        return call.with_changes(args=args)

    return edit


def _flattened(spelled: str | None, new: str, keywords: dict[str, str]):
    """`f(a, b, k=v)` -> `new(a, b, k=v).ravel()`, `new` spelled off the call's own root when it can
    be, else through `imports`; keywords renamed as `keywords` says."""

    def edit(call: cst.Call, imports) -> cst.BaseExpression:
        module, leaf = _split(new)
        func = _dotted(
            spelled if spelled is not None else f"{imports.module(module, 'jnp')}.{leaf}"
        )
        args = [
            a.with_changes(keyword=a.keyword.with_changes(value=keywords[a.keyword.value]))
            if a.keyword is not None and a.keyword.value in keywords
            else a
            for a in call.args
        ]
        inner = call.with_changes(func=func, args=args, lpar=[], rpar=[])
        ravel = cst.Call(func=cst.Attribute(value=inner, attr=cst.Name("ravel")))
        return ravel.with_changes(lpar=call.lpar, rpar=call.rpar)

    return edit


def _function(spelled: str | None, new: str, imports) -> cst.BaseExpression:
    """`new` spelled off the call's own root when it can be, else through an import (`jnp` for
    `jax.numpy`, `jax` for the rest)."""
    if spelled is not None:
        return _dotted(spelled)
    if new.startswith("jax.numpy."):
        return _dotted(imports.module("jax.numpy", "jnp") + new[len("jax.numpy") :])
    return _dotted(imports.module("jax") + new[len("jax") :])


def _with_argument(spelled: str | None, new: str, extra: str | None):
    """`f(args)` -> `new(args, extra)`; a trailing comma stays last."""

    def edit(call: cst.Call, imports) -> cst.Call:
        args = list(call.args)
        if extra is not None:
            arg = cst.parse_expression(f"f({extra})").args[0]
            if args:
                last = args[-1]
                arg = arg.with_changes(comma=last.comma)
                args[-1] = last.with_changes(
                    comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
                )
            args.append(arg)
        return call.with_changes(func=_function(spelled, new, imports), args=args)

    return edit


def _constant_edit(value: str, spelled: str | None, tight: bool):
    """The name -> `value` of `_CONSTANTS` (`jax.numpy.inf` spelled as `_function` does)."""
    negative, operand = value.startswith("-"), value.lstrip("-")

    def edit(node: cst.BaseExpression, imports) -> cst.BaseExpression:
        new = cst.Float(operand) if operand == "0.0" else _function(spelled, operand, imports)
        if negative:
            new = cst.UnaryOperation(operator=cst.Minus(), expression=new)
        if negative and tight and not node.lpar:
            return new.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        return new.with_changes(lpar=node.lpar, rpar=node.rpar)

    return edit


def _pure_callback(call: cst.Call, imports) -> cst.BaseExpression:
    """`call(f, x, result_shape=s)` -> `jax.pure_callback(f, s, x)` (evaluated in that order: the
    result shape moves before `x`, so it is only done when both are side-effect free or plain)."""
    f, x = (a for a in call.args if a.keyword is None)
    shape = next(a for a in call.args if a.keyword is not None)
    args = _commas(
        [
            f.with_changes(comma=cst.MaybeSentinel.DEFAULT),
            cst.Arg(shape.value),
            x.with_changes(comma=cst.MaybeSentinel.DEFAULT),
        ]
    )
    return cst.Call(
        func=_dotted(f"{imports.module('jax')}.pure_callback"),
        args=args,
        lpar=call.lpar,
        rpar=call.rpar,
    )


_NO_SPACE_EQUAL = cst.AssignEqual(
    whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")
)


def _shard_map(spelled: str | None):
    """`shard_map(f, mesh, in_specs, out_specs, check_rep=c)` -> `jax.shard_map(f, mesh=..., ...,
    check_vma=c)`: the positional arguments after `f` become keywords, in their order."""

    def edit(call: cst.Call, imports) -> cst.Call:
        args = []
        for index, arg in enumerate(call.args):
            if arg.keyword is None and index:
                arg = arg.with_changes(
                    keyword=cst.Name(_SHARD_MAP_POSITIONAL[index - 1]),
                    equal=cst.AssignEqual(
                        whitespace_before=cst.SimpleWhitespace(""),
                        whitespace_after=cst.SimpleWhitespace(""),
                    ),
                )
            if arg.keyword is not None and arg.keyword.value == "check_rep":
                arg = arg.with_changes(keyword=cst.Name("check_vma"))
            args.append(arg)
        func = _dotted(spelled if spelled is not None else f"{imports.module('jax')}.shard_map")
        return call.with_changes(func=func, args=args)

    return edit


def _buffers(attribute: str):
    def edit(node: cst.Attribute, imports) -> cst.BaseExpression:
        x = _parenthesized(node.value)
        if attribute == "device_buffer":
            new = cst.Call(
                func=cst.Attribute(value=x, attr=cst.Name("addressable_data")),
                args=[cst.Arg(cst.Integer("0"))],
            )
        else:
            new = cst.parse_expression("[s.data for s in _.addressable_shards]")
            new = new.with_changes(
                for_in=new.for_in.with_changes(iter=new.for_in.iter.with_changes(value=x))
            )
        return new.with_changes(lpar=node.lpar, rpar=node.rpar)

    return edit


def _buffer_device(call: cst.Call, imports) -> cst.BaseExpression:
    """`x.device_buffer.device()` -> `next(iter(x.devices()))`."""
    x = call.func.value.value
    devices = cst.Call(func=cst.Attribute(value=_parenthesized(x), attr=cst.Name("devices")))
    new = cst.Call(
        func=cst.Name("next"),
        args=[cst.Arg(cst.Call(func=cst.Name("iter"), args=[cst.Arg(devices)]))],
    )
    return new.with_changes(lpar=call.lpar, rpar=call.rpar)


def _lowered(spelled: str | None):
    """`xla_computation(f)(*args)` -> `jax.jit(f).lower(*args).compiler_ir("hlo")`."""

    def edit(call: cst.Call, imports) -> cst.BaseExpression:
        jit = _dotted(spelled if spelled is not None else f"{imports.module('jax')}.jit")
        jitted = call.func.with_changes(func=jit, lpar=[], rpar=[])
        lower = cst.Call(
            func=cst.Attribute(value=jitted, attr=cst.Name("lower")),
            args=call.args,
            whitespace_before_args=call.whitespace_before_args,
        )
        ir = cst.Call(
            func=cst.Attribute(value=lower, attr=cst.Name("compiler_ir")),
            args=[cst.Arg(cst.SimpleString('"hlo"'))],
        )
        return ir.with_changes(lpar=call.lpar, rpar=call.rpar)

    return edit


def _debug_print(fmt: str):
    """`id_print(x, what="loss")` -> `jax.debug.print("what: loss\\n{}", x)`."""

    def edit(call: cst.Call, imports) -> cst.Call:
        text = cst.SimpleString(json.dumps(fmt))
        x = call.args[0].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return call.with_changes(
            func=_dotted(f"{imports.module('jax')}.debug.print"), args=_commas([cst.Arg(text), x])
        )

    return edit


def _debug_callback(parameter: str):
    """`id_tap(tap, x)` -> `jax.debug.callback(lambda arg: tap(arg, ()), x)`; a lambda tap
    `lambda a, t: body` becomes `lambda a, t=(): body`."""

    def edit(call: cst.Call, imports) -> cst.Call:
        tap, x = call.args
        function = tap.value
        if isinstance(function, cst.Lambda):
            first, second = function.params.params
            second = second.with_changes(
                default=cst.Tuple([]),
                equal=cst.AssignEqual(
                    whitespace_before=cst.SimpleWhitespace(""),
                    whitespace_after=cst.SimpleWhitespace(""),
                ),
            )
            function = function.with_changes(
                params=function.params.with_changes(params=[first, second])
            )
        else:
            function = cst.parse_expression(f"lambda {parameter}: _({parameter}, ())")
            function = function.with_changes(body=function.body.with_changes(func=tap.value))
        return call.with_changes(
            func=_dotted(f"{imports.module('jax')}.debug.callback"),
            args=[tap.with_changes(value=function), x],
        )

    return edit


def _callback_before(original: cst.Call, callback):
    """The statement holding the `id_tap` call `original` (as parsed from its text), with the call
    replaced by its argument `x` and the `jax.debug.callback` call on a line before it."""

    def edit(statement: cst.BaseSmallStatement, imports) -> Split:
        found: list[cst.Call] = []

        class Replace(cst.CSTTransformer):
            def leave_Call(self, old, new):
                if not found and old.deep_equals(original):
                    found.append(old)
                    return old.args[1].value.with_changes(lpar=old.lpar, rpar=old.rpar)
                return new

        kept = statement.visit(Replace())
        if not found:
            raise RuntimeError("the id_tap call was changed by another edit")
        return Split(kept, [], [cst.Expr(callback(found[0], imports))])

    return edit


def _one_device(call: cst.Call, imports) -> cst.BaseExpression:
    """`x.device()` -> `next(iter(x.devices()))`."""
    devices = cst.Call(
        func=cst.Attribute(value=_parenthesized(call.func.value), attr=cst.Name("devices"))
    )
    new = cst.Call(
        func=cst.Name("next"),
        args=[cst.Arg(cst.Call(func=cst.Name("iter"), args=[cst.Arg(devices)]))],
    )
    return new.with_changes(lpar=call.lpar, rpar=call.rpar)


def _rule_method(method: str):
    """`jax.defjvp(f, r1, r2)` -> `f.defjvps(r1, r2)`."""

    def edit(call: cst.Call, imports) -> cst.Call:
        f, *rules = call.args
        return call.with_changes(
            func=cst.Attribute(value=f.value, attr=cst.Name(method)), args=rules
        )

    return edit


def _second(call: cst.Call, imports) -> cst.BaseExpression:
    """`tie_in(a, b)` -> `b`."""
    return _parenthesized([a for a in call.args if a.keyword is None][1].value)


def _index_op_values(call: ast.Call) -> list[ast.expr] | None:
    """`x, idx, y` of `index_update(x, idx, y, ...)`, each given by position or by its keyword
    (`index_update(x=a, idx=i, y=b)`), in that order, so that they are evaluated as the rewrite
    evaluates them; None for other calls (a `*` or `**` argument, another order)."""
    if any(type(a) is ast.Starred for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    given = len(call.args)
    named = call.keywords[: max(0, 3 - given)]
    if given > 3 or [k.arg for k in named] != ["x", "idx", "y"][given:]:
        return None
    return [*call.args, *(k.value for k in named)]


def _at(method: str, helper: bool, wrap: bool = True, split: bool = False):
    """`index_update(x, idx, y)` -> `jnp.asarray(x).at[idx].set(y)` (`x.at[idx].set(y)` when not
    `wrap`: `x` is a JAX array already), `idx` unwrapped from `jax.ops.index[...]` when `helper`;
    `y` (by position: `y=` is `values=` of `.set`) and the keywords after it keep their lines (a call broken over lines stays broken), and
    with `split` (the first line would be too long) `idx` gets lines of its own, `.at[` ending
    the first: `jnp.asarray(x).at[` / `    idx` / `].set(`."""

    def edit(call: cst.Call, imports) -> cst.Call:
        args = call.args
        target, index = (a.value for a in args[:2])
        subscript = index.slice if helper else [cst.SubscriptElement(cst.Index(index))]
        if wrap:
            array = cst.Call(
                func=_dotted(f"{imports.module('jax.numpy', 'jnp')}.asarray"),
                args=[cst.Arg(target)],
            )
        else:
            array = _parenthesized(target)
        at = cst.Subscript(value=cst.Attribute(value=array, attr=cst.Name("at")), slice=subscript)
        if split:
            at = at.with_changes(
                lbracket=cst.LeftSquareBracket(whitespace_after=call.whitespace_before_args),
                rbracket=cst.RightSquareBracket(
                    whitespace_before=cst.ParenthesizedWhitespace(indent=True)
                ),  # `]` on a line of its own, at the statement's indentation
            )
        values = args[2].with_changes(keyword=None, equal=cst.MaybeSentinel.DEFAULT)
        new = cst.Call(
            func=cst.Attribute(value=at, attr=cst.Name(method)),
            args=[values, *args[3:]],  # `y=` is `values` of `.set`: given by position
            whitespace_before_args=call.whitespace_before_args,
        )  # `y` keeps its line, and its comma
        return new.with_changes(lpar=call.lpar, rpar=call.rpar)

    return edit


def _lookup(dotted: str, known: dict[str, dict]) -> tuple[dict, str] | None:
    """(entry, remainder) for the longest prefix of `dotted` that is a table entry."""
    parts = dotted.split(".")
    for end in range(len(parts), 1, -1):
        entry = known.get(".".join(parts[:end]))
        if entry is not None:
            return entry, "".join("." + p for p in parts[end:])
    return None


def _commas(items: list) -> list:
    """Import aliases or call arguments separated by `, `, with no trailing comma."""
    last = len(items) - 1
    return [
        item.with_changes(
            comma=cst.MaybeSentinel.DEFAULT
            if i == last
            else cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
        )
        for i, item in enumerate(items)
    ]


def _parenthesized(expression: cst.BaseExpression) -> cst.BaseExpression:
    """`expression`, in parentheses unless it is atomic or already has them."""
    if isinstance(expression, _ATOMIC) or expression.lpar:
        return expression
    return expression.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
