"""SFX001 traced-side-effects: report side effects that run once, at trace time, in functions JAX transforms.

## What it does
Reports, inside every function the module runs under a JAX transformation (decorated with or
given to `jit`, `vmap`, `pmap`, `grad`, `checkpoint`, `lax.scan`, `fori_loop`, `while_loop`, `cond`,
`switch`, ..., and the module's functions and methods these call, matched by name):

- `np.random.*` and Python's `random.*` calls: values drawn once, while tracing;
- `jax.random.PRNGKey(...)` / `jax.random.key(...)` seeded from the clock (`time.time()`, ...);
- `print(...)`: it prints tracers, once;
- appending or storing a value into a list, dict or set that outlives the call (`history.append(x)`,
  `cache[k] = v`, `self.log.append(x)`): the traced value leaks. The container must be known to be
  one: a name the function does not bind, which the nearest enclosing function binding it (else
  the module) assigns a list, dict or set display or comprehension, or a call of `list`, `dict`,
  `set` or a `collections` container; or `self.name` in a method, where the class assigns such a
  value to `name` (in its body, or to `self.name` in one of its methods). Other objects' `update`,
  `add`, ... methods (`opt.update(grads, state)` of an optax optimizer) are left alone.

Functions given to a host callback (`jax.debug.callback(record, y)`, a lambda given to it,
`jax.pure_callback`, `io_callback`, `host_callback.id_tap` / `call`) are not traced: JAX runs them
on the host with concrete values, so `print` and stores there are what they look like.

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
Mutations through other methods (`list.__iadd__`, `dict.pop`) are not reported, nor are stores into
containers omnifix cannot tell are ones (a parameter, an element of a container, the result of a
call, a class attribute reached through the class's name). A function defined inside a traced one
and given to a host callback by name (`def record(v): ...` then `jax.debug.callback(record, x)`)
is reported as part of the traced one: give a module-level function or a lambda.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize

from codemods._traced import (
    DEFINITIONS,
    TRANSFORMS,
    Function,
    Resolve,
    Traced,
    arguments,
    body_of,
    in_walk_order,
    name_of,
)
from omnifix.names import Names
from omnifix.plan import PlanContext, Site
from omnifix.positions import SourceText
from omnifix.results import Tier
from omnifix.rule import Rule

_CLOCKS = frozenset(
    {"time.time", "time.time_ns", "time.perf_counter", "time.monotonic", "datetime.datetime.now"}
)
_KEYS = frozenset({"jax.random.PRNGKey", "jax.random.key"})
_STORES = frozenset({"append", "extend", "insert", "add", "update", "setdefault"})
_DISPLAYS = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)
_BUILTINS = frozenset({"list", "dict", "set"})
_COLLECTIONS = frozenset(
    f"collections.{name}" for name in ("deque", "defaultdict", "OrderedDict", "Counter", "ChainMap")
)
_SCOPES = (*DEFINITIONS, ast.Lambda, ast.ClassDef)


def _own(body: list[ast.AST], children: dict[ast.AST, list[ast.AST]]):
    """The nodes of a scope's body outside the functions, lambdas and classes nested in it
    (`children`: the module's `Names.children`)."""
    stack = list(body)
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _SCOPES):
            stack.extend(children[node])


def _parameters(function: Function) -> list[ast.arg]:
    args = function.args
    return [
        *args.posonlyargs,
        *args.args,
        *args.kwonlyargs,
        *(a for a in (args.vararg, args.kwarg) if a),
    ]


def _bound(function: Function, names: Names) -> set[str]:
    """Names `function` (of the module of `names`) binds itself (nested functions included):
    parameters and the targets of assignments, `for`, `with ... as`, `except ... as`,
    `import ... as` and `:=`, not globals."""
    if type(function) is ast.Lambda:
        return {a.arg for a in function.args.args}
    found = {a.arg for a in _parameters(function)}
    declared: set[str] = set()
    for node in (n for part in function.body for n in names.below(part)):
        kind = type(node)
        if kind is ast.Global or kind is ast.Nonlocal:
            declared.update(node.names)
        elif kind is ast.Assign:
            for target in node.targets:
                found |= _names(target)
        elif kind in (ast.AnnAssign, ast.AugAssign, ast.For, ast.AsyncFor, ast.NamedExpr):
            found |= _names(node.target)
        elif kind is ast.withitem:
            found |= _names(node.optional_vars)
        elif kind is ast.ExceptHandler:
            found |= {node.name} if node.name else set()
        elif kind is ast.alias:
            found |= {node.asname} if node.asname else set()
    return found - declared


def _names(target) -> set[str]:
    """The names a target binds (`a`, `a, *b`; not `a[i]` or `a.b`)."""
    kind = type(target)
    if kind is ast.Name:
        return {target.id}
    if kind is ast.Tuple or kind is ast.List:
        return {n for e in target.elts for n in _names(e)}
    if kind is ast.Starred:
        return _names(target.value)
    return set()


def _one_string(text: str) -> bool:
    """`text` is one string literal, not several written next to each other."""
    try:
        tokens = tokenize.generate_tokens(io.StringIO(text).readline)
        return sum(t.type == tokenize.STRING for t in tokens) == 1
    except (tokenize.TokenError, SyntaxError):
        return False


class _SideEffects:
    """The findings of one module, in the order a visit meets them: (node, start, end line,
    message, help); the help ends with how the function is traced."""

    def __init__(self, names: Names, source: SourceText, resolve: Resolve) -> None:
        self.names, self.source, self.resolve = names, source, resolve
        self.traced = Traced(names, resolve)
        self._enclosing: dict[Function, list[Function]] | None = None
        self._assigns: dict[
            int, tuple[ast.Assign, int]
        ] = {}  # subscript target -> (statement, index)

    def found(self):
        seen: set[ast.AST] = set()
        for function in self.traced.reached:
            how = self.traced.describe(function)
            local = _bound(function, self.names)
            nodes = []
            on_host = self.traced.on_host  # the body of a lambda given to `jax.debug.callback`
            for node in (n for part in body_of(function) for n in self.names.below(part)):
                if node in on_host:
                    continue
                if type(node) is ast.Call:
                    nodes.append(node)
                elif type(node) is ast.Assign:
                    nodes += [t for t in node.targets if type(t) is ast.Subscript]
                    self._assigns.update((id(t), (node, i)) for i, t in enumerate(node.targets))
            for node in in_walk_order(nodes):
                if node in seen:
                    continue
                seen.add(node)
                judged = (
                    self._call(node, function, local)
                    if type(node) is ast.Call
                    else self._store(node, function, local)
                )
                if judged:
                    start, end_line, message, why = judged
                    yield (
                        node,
                        start,
                        end_line,
                        message,
                        f"{why} `{name_of(function)}` is traced: {how}.",
                    )

    def _call(self, node: ast.Call, function: Function, local: set[str]):
        resolve = self.resolve
        where = self.source.position(self.source.span(node)[0]), node.end_lineno
        traced = f"traced `{name_of(function)}`"
        names = resolve(node.func)
        if any(n.startswith(("numpy.random.", "random.")) for n in names):
            called = min(names)
            return (
                *where,
                f"`{called}` in {traced} draws once, at trace time: use `jax.random`",
                "Under `jit` every call returns the same values: use `jax.random` with a key passed in.",
            )
        if names & _KEYS and any(
            type(n) is ast.Call and resolve(n.func) & _CLOCKS for n in self.names.below(node)
        ):
            return (
                *where,
                f"A key seeded from the clock in {traced}: the same key on every call",
                "The clock is read once, at trace time: create the key outside and pass it in.",
            )
        func = node.func
        if (
            type(func) is ast.Name
            and func.id == "print"
            and "print" not in self.names.meanings
            and "print" not in self.names.rebound
        ):
            return (
                *where,
                f"`print` in {traced} runs once, at trace time: use `jax.debug.print`",
                'It shows tracers, not values; `jax.debug.print("{}", x)` prints on every call.',
            )
        if type(func) is ast.Attribute and func.attr in _STORES:
            values = arguments(node)
            if (
                values
                and not all(self._literal(v) for v in values)
                and self._outer(func.value, function, local)
            ):
                return (
                    *where,
                    *self._leak(self._code(func.value, func), f"`.{func.attr}()`", function),
                )
        return None

    def _store(self, target: ast.Subscript, function: Function, local: set[str]):
        if not self._outer(target.value, function, local):
            return None
        assign, index = self._assigns[id(target)]
        start, end = self.source.span(target)
        parens = self.source.closing(end)
        if (
            parens
        ):  # around the target: the `(` after the previous target, or from the statement's start
            before = (
                self.source.span(assign)[0]
                if index == 0
                else self._after(assign.targets[index - 1])
            )
            start, end = self.source.opening(before, start)[-len(parens)], parens[-1] + 1
        return (
            self.source.position(start),
            self.source.position(end)[0],
            *self._leak(
                self._code(target.value, target),
                f"`{self.source.code(start, end)} = ...`",
                function,
            ),
        )

    def _code(self, value: ast.expr, outer: ast.expr) -> str:
        """The code of `value`, the value of the attribute or subscript `outer`, with the
        parentheses around it (libcst's node has them; `outer` starts at the first)."""
        start, end = self.source.span(value)
        parens = self.source.closing(end)
        if parens:
            start, end = self.source.span(outer)[0], parens[-1] + 1
        return self.source.code(start, end)

    def _after(self, target: ast.expr) -> int:
        end = self.source.span(target)[1]
        parens = self.source.closing(end)
        return parens[-1] + 1 if parens else end

    def _literal(self, value: ast.expr) -> bool:
        """A plain literal: a number, a string (not several side by side), None, True or False."""
        if type(value) is not ast.Constant:
            return False
        kind = type(value.value)
        if kind is str or kind is bytes:
            return _one_string(self.source.code(*self.source.span(value)))
        return value.value is None or kind in (bool, int, float)

    def _outer(self, container: ast.expr, function: Function, local: set[str]) -> bool:
        """`container` outlives the call and is known to be a list, dict or set."""
        root = container
        while type(root) is ast.Attribute or type(root) is ast.Subscript:
            root = root.value
        if type(root) is not ast.Name or self.resolve(container):
            return False  # a module's attribute (`jnp.append`) or something omnifix cannot name
        if type(container) is ast.Name:
            return container.id not in local and self._holds_container(container.id, function)
        if type(container) is ast.Attribute and type(container.value) is ast.Name:
            return self._attribute_container(function, container.value.id, container.attr)
        return False

    def _holds_container(self, name: str, function: Function) -> bool:
        """The nearest function enclosing `function` that binds `name`, else the module, assigns
        it a container."""
        for scope in reversed(self._enclosed_by(function)):
            if name in _bound(scope, self.names):
                return type(scope) is not ast.Lambda and self._assigns_container(scope.body, name)
        return self._assigns_container(self.names.tree.body, name)

    def _enclosed_by(self, function: Function) -> list[Function]:
        if self._enclosing is None:
            self._enclosing = {}
            children = self.names.children
            stack: list[tuple[ast.AST, tuple[Function, ...]]] = [(self.names.tree, ())]
            while stack:
                node, outer = stack.pop()
                for child in children[node]:
                    if type(child) in DEFINITIONS or type(child) is ast.Lambda:
                        self._enclosing[child] = list(outer)
                        stack.append((child, outer + (child,)))
                    else:
                        stack.append((child, outer))
        return self._enclosing.get(function, [])

    def _assigns_container(self, body: list[ast.stmt], name: str, owner: str | None = None) -> bool:
        """A statement of `body` (outside nested scopes) assigns a container to `name`, or to
        `owner.name` when `owner` is given."""
        for node in _own(body, self.names.children):
            kind = type(node)
            if kind is ast.Assign:
                targets, value = node.targets, node.value
            elif kind is ast.AnnAssign and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            if any(
                type(t) is ast.Name and t.id == name
                if owner is None
                else type(t) is ast.Attribute
                and t.attr == name
                and type(t.value) is ast.Name
                and t.value.id == owner
                for t in targets
            ) and self._container(value):
                return True
        return False

    def _attribute_container(self, function: Function, holder: str, attribute: str) -> bool:
        """`holder.attribute` in a method whose first parameter is `holder`, and its class assigns a
        container to `attribute` in its body or to `self.attribute` in a method."""
        cls = self.traced.owner.get(function)
        if cls is None or _first(function) != holder:
            return False
        if self._assigns_container(
            [s for s in cls.body if type(s) in (ast.Assign, ast.AnnAssign)], attribute
        ):
            return True
        return any(
            type(m) in DEFINITIONS
            and _first(m)
            and self._assigns_container(m.body, attribute, _first(m))
            for m in cls.body
        )

    def _container(self, value: ast.expr) -> bool:
        if isinstance(value, _DISPLAYS):
            return True
        if type(value) is not ast.Call:
            return False
        func = value.func
        if type(func) is ast.Name and func.id in _BUILTINS:
            return func.id not in self.names.meanings and func.id not in self.names.rebound
        return bool(self.resolve(func) & _COLLECTIONS)

    @staticmethod
    def _leak(name: str, how: str, function: Function) -> tuple[str, str]:
        """The message and help of a store of a traced value into `name` (`how`: the code storing)
        in `function`."""
        return (
            f"{how} in traced `{name_of(function)}` leaks a tracer into `{name}`: return the value instead",
            f"`{name}` outlives the trace: the tracer fails with `UnexpectedTracerError` when used later, "
            "and the store runs once per compilation, not per call.",
        )


def _first(function: Function) -> str | None:
    params = [*function.args.posonlyargs, *function.args.args]
    return params[0].arg if params else None


class TracedSideEffects(Rule):
    CODE = "SFX001"
    SUMMARY = (
        "Report host randomness, clocks, print and leaking stores inside functions JAX transforms"
    )
    TIER = Tier.MANUAL
    PATTERN = re.compile(rb"jax")

    @classmethod
    def plan(cls, context: PlanContext) -> list[Site]:
        """Nothing is traced in a module that names no JAX transformation."""
        if not any(r in TRANSFORMS for r in context.names.references):
            return []
        effects = _SideEffects(context.names, context.text, context.resolve)
        return [
            Site(node, message, start=start, end_line=end_line, help=why)
            for node, start, end_line, message, why in effects.found()
        ]
