"""SFX001 traced-side-effects: report side effects that run once, at trace time, in functions JAX transforms.

## What it does
Reports, inside every function the module runs under a JAX transformation (decorated with or
given to `jit`, `vmap`, `pmap`, `grad`, `checkpoint`, `lax.scan`, `fori_loop`, `while_loop`, `cond`,
`switch`, ..., and the module's functions and methods these call, matched by name):

- `np.random.*` and Python's `random.*` calls: values drawn once, while tracing;
- `jax.random.PRNGKey(...)` / `jax.random.key(...)` seeded from the clock (`time.time()`, ...);
- `print(...)`: it prints tracers, once;
- appending or storing a value into a list, dict or set that outlives the call (`history.append(x)`,
  `cache[k] = v`, `self.log.append(x)`, a global or enclosing variable): the traced value leaks.

Nothing is rewritten: each finding says what to use instead.

## Why
A transformed function's Python body runs while JAX traces it, not on every call. Under `jit`,
host randomness and the clock are read once and baked into the compiled program as constants,
`print` shows `Traced<ShapedArray(...)>` once, and a value stored outside the function is a tracer
that fails with `UnexpectedTracerError` when used after the trace. Before omnistaging such code
sometimes happened to work because more of it ran at trace time on concrete values.

## Example
```python
@jax.jit
def step(x):
    print("x =", x)
    return x + np.random.normal()
```
is reported twice: use `jax.debug.print("x = {}", x)`, and `jax.random.normal(key)` with a key
passed in (PRK001 threads keys kept in globals).

## Limitations
Report-only. Which functions are traced is found within the module and by name (a method of the
same name in another class counts too); functions traced only from other modules are not seen.
Mutations through other methods (`list.__iadd__`, `dict.pop`) are not reported.
"""

from __future__ import annotations

import ast
import re

import libcst as cst

from codemods._traced import TRANSFORMS, Traced, name_of, traced_ast
from omnifix.codemod import Codemod, Tier
from omnifix.edit import walk
from omnifix.names import Names

_CLOCKS = frozenset({"time.time", "time.time_ns", "time.perf_counter", "time.monotonic", "datetime.datetime.now"})
_KEYS = frozenset({"jax.random.PRNGKey", "jax.random.key"})
_STORES = frozenset({"append", "extend", "insert", "add", "update", "setdefault"})


def _bound(function) -> set[str]:
    """Names `function` binds itself: parameters and assignment targets, not globals."""
    params = function.params
    found = {p.name.value for p in [*params.posonly_params, *params.params, *params.kwonly_params]}
    found |= {p.name.value for p in (params.star_arg, params.star_kwarg) if isinstance(p, cst.Param)}
    declared: set[str] = set()
    for node in walk(function.body):
        if isinstance(node, (cst.Global, cst.Nonlocal)):
            declared |= {item.name.value for item in node.names}
        elif isinstance(node, (cst.AssignTarget, cst.AnnAssign, cst.AugAssign, cst.For, cst.AsName, cst.NamedExpr)):
            found |= _names(getattr(node, "target", None) or getattr(node, "name", None))
    return found - declared


def _names(target) -> set[str]:
    """The names a target binds (`a`, `a, *b`; not `a[i]` or `a.b`)."""
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, (cst.Tuple, cst.List)):
        return {n for e in target.elements for n in _names(e.value)}
    if isinstance(target, cst.StarredElement):
        return _names(target.value)
    return set()


class TracedSideEffects(Codemod):
    CODE = "SFX001"
    NAME = "traced-side-effects"
    SUMMARY = "Report host randomness, clocks, print and leaking stores inside functions JAX transforms"
    TIER = Tier.MANUAL
    PATTERN = re.compile(rb"jax")

    @classmethod
    def is_candidate(cls, names: Names) -> bool:
        """A JAX transformation is named, and a function it may trace (`traced_ast`) prints, stores
        into a container or a subscript, or the module names host randomness or a clock."""
        if not any(r in TRANSFORMS for r in names.references):
            return False
        if any(r.startswith(("numpy.random.", "random.", "time.", "datetime.")) for r in names.references):
            return True
        for function in traced_ast(names):
            body = function.body if type(function) is ast.FunctionDef else [function.body]
            for node in (n for part in body for n in ast.walk(part)):
                if type(node) is ast.Call and (
                        type(node.func) is ast.Name and node.func.id == "print"
                        or type(node.func) is ast.Attribute and node.func.attr in _STORES):
                    return True
                if type(node) is ast.Subscript and type(node.ctx) is ast.Store:
                    return True
        return False

    def visit_Module(self, node: cst.Module) -> bool:
        """Everything is found from the module at once; the nodes below need no visit of their own."""
        traced = Traced(node, self.qualified_names)
        seen: set[cst.CSTNode] = set()
        for function in traced.reached:
            how = traced.describe(function)
            local = _bound(function) if isinstance(function, cst.FunctionDef) else {
                p.name.value for p in function.params.params}
            for n in walk(function.body):
                if n in seen:
                    continue
                seen.add(n)
                message = self._judge(n, local)
                if message:
                    self.report(n, f"{message} (`{name_of(function)}` is traced: {how}).")
        return False

    def _judge(self, node: cst.CSTNode, local: set[str]) -> str | None:
        if isinstance(node, cst.Call):
            names = self.qualified_names(node.func)
            if any(n.startswith(("numpy.random.", "random.")) for n in names):
                called = min(names)
                return (f"`{called}` draws from host randomness once, while tracing: under `jit` every call "
                        "returns the same values. Use `jax.random` with a key passed in")
            if names & _KEYS and any(isinstance(n, cst.Call) and self.qualified_names(n.func) & _CLOCKS
                                     for n in walk(node)):
                return ("This key is seeded from the clock while tracing: under `jit` every call uses the same key. "
                        "Create the key outside the transformed function and pass it in")
            if (isinstance(node.func, cst.Name) and node.func.value == "print"
                    and "print" not in self.context.names.meanings and "print" not in self.context.names.rebound):
                return ("`print` runs once, while tracing, and shows tracers, not values. Use "
                        "`jax.debug.print(\"{}\", x)` to print on every call")
            if isinstance(node.func, cst.Attribute) and node.func.attr.value in _STORES and node.args and not all(
                    isinstance(a.value, (cst.SimpleString, cst.Integer, cst.Float, cst.Name)) and (
                        not isinstance(a.value, cst.Name) or a.value.value in ("None", "True", "False"))
                    for a in node.args) and self._outer(node.func.value, local):
                return self._leak(node.func.value, f"`.{node.func.attr.value}()`")
        if isinstance(node, cst.AssignTarget) and isinstance(node.target, cst.Subscript) and self._outer(
                node.target.value, local):
            return self._leak(node.target.value, f"`{self._module_code(node.target)} = ...`")
        return None

    def _outer(self, container: cst.BaseExpression, local: set[str]) -> bool:
        """`container` outlives the call: an attribute, or a variable the function does not bind."""
        root = container
        while isinstance(root, (cst.Attribute, cst.Subscript)):
            root = root.value
        if not isinstance(root, cst.Name) or self.qualified_names(container):
            return False  # a module's attribute (`jnp.append`) or something omnifix cannot name
        return isinstance(container, cst.Attribute) or root.value not in local

    def _leak(self, container: cst.BaseExpression, how: str) -> str:
        name = self._module_code(container)
        return (f"{how} stores a traced value in `{name}`, which outlives the trace: the tracer leaks "
                f"(`UnexpectedTracerError` when it is used later) and this runs once per compilation, not per call. "
                f"Return the value instead")

    def _module_code(self, node: cst.CSTNode) -> str:
        return " ".join(cst.Module(body=[]).code_for_node(node).split())
