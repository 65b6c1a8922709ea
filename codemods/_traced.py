"""Which functions of a module JAX traces: transformed ones, and what they call, found by name.

A function is *transformed* when a JAX transformation decorates it (`@jit`, `@jax.vmap`,
`@partial(jax.jit, ...)`) or receives it (`jax.jit(f)`, `lax.scan(step, ...)`, `jax.vmap(self.f)`,
a lambda given to `lax.fori_loop`). What a traced function calls is traced too: a plain name calls
the function of that name defined in the module, `x.name(...)` every method of that name, `obj()`
`__call__` and `next(obj)` `__next__` of the class `obj` was made from at module level (and
`jax.jit(obj)` its `__call__`), and
`tree_map(f, tree)` (`TREE_MAPS`) the function `f` names (`self.f`: every method `f`). A name
bound once at module level to a function or a partial of one (`g = f`, `half = partial(f, x=1)`,
`aliases`) calls that function, wherever it is called or given to a transformation. Matching by
name over-approximates (two classes with a method of one name), which suits reports, not rewrites.
A codemod with scopes may say which lists and tuples a name given to `lax.switch` as its branches
is bound to (`lists`: `branches = [f, g]` then `lax.switch(i, branches, x)`): those are given too.

A function given to a host callback (`CALLBACKS`: `jax.debug.callback`, `jax.pure_callback`,
`io_callback`, `host_callback.id_tap` / `call`; by name, as a lambda or a partial) is not traced:
JAX calls it on the host with concrete arrays. Neither the lambda's body (`on_host`) nor the function
named is what the traced code calls, for all users alike: a `print` there prints values on every
call (SFX001), a `jax.random.PRNGKey` there makes a concrete key eagerly (PRK001), and shape math
there is on concrete shapes (SHP001). It is traced still when reached otherwise, and a function
defined inside a traced one is part of it, even when only given to a callback by name.

Everything is found on CPython's `ast` of the module (`Names.tree`); what a name refers to comes
from the `resolve` function given. Given every meaning a name's imports give it, the functions
found are a superset of those found with scopes: cheap enough to decide whether a file is worth
more. Functions are taken in the order a pre-order walk of libcst's tree visiting children last to
first meets them (`in_walk_order`), so which transformation and which path a function is reported
with does not depend on the parser.
"""

from __future__ import annotations

import ast
import os
import re
from collections import Counter, deque
from collections.abc import Callable, Iterable, Mapping

from omnifix.names import Names, walk_ast

TRANSFORMS = frozenset(
    f"jax.{name}"
    for name in (
        "jit",
        "vmap",
        "pmap",
        "grad",
        "value_and_grad",
        "jacfwd",
        "jacrev",
        "hessian",
        "checkpoint",
        "remat",
        "custom_jvp",
        "custom_vjp",
        "named_call",
        "lax.scan",
        "lax.map",
        "lax.fori_loop",
        "lax.while_loop",
        "lax.cond",
        "lax.switch",
        "lax.associative_scan",
        "experimental.pjit.pjit",
        "shard_map",
        "experimental.shard_map.shard_map",
    )
)
CALLBACKS = {  # host callbacks -> the name of the parameter taking the function run on the host
    "jax.debug.callback": "callback",
    "jax.pure_callback": "callback",
    "jax.experimental.io_callback": "callback",
    "jax.experimental.host_callback.id_tap": "tap_func",
    "jax.experimental.host_callback.call": "callback_func",
}
# call the function given first on the leaves of a tree, at once: `tree_map(f, p)` calls `f`
TREE_MAPS = frozenset(
    {
        "jax.tree_util.tree_map",
        "jax.tree_util.tree_multimap",
        "jax.tree_map",
        "jax.tree_multimap",
        "jax.tree.map",
    }
)
PARTIAL = "functools.partial"
DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef)

Resolve = Callable[[ast.expr], set[str]]
Function = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda


def every_meaning(names: Names) -> Resolve:
    """A `resolve` giving every dotted name a name or attribute chain may refer to through the
    imports of the module `names` are of, and for a name bound otherwise too its own spelling
    (what libcst's scopes call a module-level variable): no scopes needed, never fewer names
    than `PlanContext.resolve` finds."""

    def resolve(node: ast.expr) -> set[str]:
        rest = ""
        while type(node) is ast.Attribute:
            rest, node = f".{node.attr}{rest}", node.value
        if type(node) is not ast.Name:
            return set()
        found = {m + rest for m in names.meanings.get(node.id, ())}
        if node.id in names.ambiguous:
            found.add(node.id + rest)
        return found

    return resolve


def in_walk_order(nodes: Iterable[ast.AST]) -> list[ast.AST]:
    """`nodes` (expressions and statements of one tree) in the order `omnifix.edit.walk` meets
    the corresponding libcst nodes: a node before the nodes inside it, and otherwise the later in
    the source first. That is the reverse of a post-order walk, i.e. by end position, last first,
    and the enclosing node first among nodes ending at one place."""
    return sorted(nodes, key=lambda n: (-n.end_lineno, -n.end_col_offset, n.lineno, n.col_offset))


def arguments(call: ast.Call) -> list[ast.expr]:
    """The values of a call's arguments in the order of the source (positional, `*`, keyword and
    `**` ones mixed, as libcst lists them), a starred one without its star."""
    values = call.args
    if call.keywords:
        values = sorted([*values, *call.keywords], key=lambda a: (a.lineno, a.col_offset))
    return [a.value if type(a) is ast.Starred or type(a) is ast.keyword else a for a in values]


def transform_of(node: ast.expr, resolve: Resolve) -> str | None:
    """The transformation `node` (a decorator or a callee) names: `jax.jit`, `partial(jax.jit, ...)`,
    `jax.jit(...)` used as a decorator factory."""
    if type(node) is ast.Call:
        if PARTIAL in resolve(node.func) and (values := arguments(node)):
            return transform_of(values[0], resolve)
        return transform_of(node.func, resolve)
    found = resolve(node) & TRANSFORMS
    return min(found) if found else None


def aliases(names: Names, resolve: Resolve) -> dict[str, ast.expr]:
    """The names bound once in the module, at its top level, to a function or a partial of one:
    `g = f`, `g = mod.f`, `half = functools.partial(f, ...)`, with the function's expression (a name
    or an attribute chain). A binding of the name elsewhere in the module (a parameter, another
    assignment) makes it no alias."""
    found: dict[str, ast.expr] = {}
    for statement in names.tree.body:
        if type(statement) is not ast.Assign or len(statement.targets) != 1:
            continue
        target, value = statement.targets[0], statement.value
        if type(value) is ast.Call and PARTIAL in resolve(value.func) and value.args:
            value = value.args[0]
        if type(target) is ast.Name and type(value) in (ast.Name, ast.Attribute):
            found[target.id] = value
    if not found:
        return found
    bound = Counter(
        n.id for n in names.nodes if type(n) is ast.Name and type(n.ctx) is not ast.Load
    )
    bound.update(n.arg for n in names.nodes if type(n) is ast.arg)
    bound.update(n.name for n in names.nodes if type(n) in (*DEFINITIONS, ast.ClassDef))
    return {
        name: value
        for name, value in found.items()
        if bound[name] == 1 and name not in names.meanings
    }


def host_function(call: ast.Call, resolve: Resolve) -> ast.expr | None:
    """The function a host callback (`CALLBACKS`) is given, a partial's unwrapped: `record` of
    `jax.debug.callback(record, y)`, the lambda of `io_callback(lambda v: ..., shape, y)`."""
    found = resolve(call.func) & CALLBACKS.keys()
    if not found:
        return None
    if call.args:
        value = call.args[0]
    else:
        parameter = CALLBACKS[min(found)]
        value = next((k.value for k in call.keywords if k.arg == parameter), None)
    value = unpartial(value, resolve)
    return None if type(value) is ast.Starred else value


def unpartial(value: ast.expr | None, resolve: Resolve) -> ast.expr | None:
    """The function of a chain of `functools.partial` calls (`f` of `partial(partial(f, 1), 2)`)."""
    while type(value) is ast.Call and PARTIAL in resolve(value.func) and value.args:
        value = value.args[0]
    return value


def body_of(function: Function) -> list[ast.AST]:
    return function.body if type(function) is not ast.Lambda else [function.body]


class Traced:
    """The functions and methods of a module, and which of them run under a JAX transformation."""

    _last: tuple[Names, Traced] | None = None

    @classmethod
    def of(cls, names: Names) -> Traced:
        """`Traced(names, every_meaning(names))`, made once for the file being screened (SFX001
        and PRK001 both ask)."""
        last = cls._last
        if last is None or last[0] is not names:
            last = cls._last = (names, cls(names, every_meaning(names)))
        return last[1]

    def __init__(
        self, names: Names, resolve: Resolve, lists: Mapping[ast.Name, list[ast.expr]] | None = None
    ) -> None:
        module = names.tree
        self.resolve = resolve
        # the name a `lax.switch` is given its list of branches by -> the lists bound to it there
        # (`branches = [f, g]` then `lax.switch(i, branches, x)`), found by the caller with scopes
        self.lists = lists or {}
        self.functions: dict[str, list[Function]] = {}  # module-level functions by name
        self.methods: dict[str, list[Function]] = {}  # methods of the module's classes by name
        self.owner: dict[Function, ast.ClassDef] = {}
        classes: dict[str, ast.ClassDef] = {}
        for statement in module.body:
            if type(statement) in DEFINITIONS:
                self.functions.setdefault(statement.name, []).append(statement)
            elif type(statement) is ast.ClassDef:
                classes[statement.name] = statement
                for item in statement.body:
                    if type(item) in DEFINITIONS:
                        self.methods.setdefault(item.name, []).append(item)
                        self.owner[item] = statement
        self.aliases = {  # `g = f`, `half = partial(f, ...)`: g -> the functions f names
            name: self.functions[target.id]
            for name, target in aliases(names, resolve).items()
            if type(target) is ast.Name and target.id in self.functions
        }
        self.instances = {  # module-level names assigned `SomeClass(...)`
            target.id: classes[statement.value.func.id]
            for statement in module.body
            if type(statement) is ast.Assign
            and type(statement.value) is ast.Call
            and type(statement.value.func) is ast.Name
            and statement.value.func.id in classes
            for target in statement.targets
            if type(target) is ast.Name
        }
        found = [n for n in names.nodes if type(n) is ast.Call or type(n) in DEFINITIONS]
        self.on_host: set[ast.AST] = set()  # the functions given to host callbacks, lambda bodies
        for node in found:
            if type(node) is ast.Call and (function := host_function(node, resolve)) is not None:
                self.on_host.add(function)
                if type(function) is ast.Lambda:
                    self.on_host.update(walk_ast(function.body))
        self.roots: dict[Function, str] = {}  # transformed function -> the transformation
        for node in in_walk_order(found):
            if type(node) is ast.Call:
                name = transform_of(node.func, resolve)
                if name:
                    for value in arguments(node):
                        for function in self._functions_in(value):
                            self.roots.setdefault(function, name)
            else:
                for decorator in node.decorator_list:
                    name = transform_of(decorator, resolve)
                    if name:
                        self.roots.setdefault(node, name)
        self.reached: dict[
            Function, tuple[Function, ...]
        ] = {}  # traced function -> path from a root
        queue = deque((root, (root,)) for root in self.roots)
        while queue:
            function, path = queue.popleft()
            if function in self.reached:
                continue
            self.reached[function] = path
            for callee in self.callees(function):
                if callee not in self.reached:
                    queue.append((callee, path + (callee,)))

    def _functions_in(self, value: ast.expr) -> Iterable[Function]:
        """The functions an argument given to a transformation names: `f`, `self.f`, a lambda,
        the branches in a list (`lax.switch`)."""
        kind = type(value)
        if kind is ast.Lambda:
            yield value
        elif kind is ast.Name:
            yield from self._named(value.id)
            yield from self._special(value.id, "__call__")  # `jax.jit(layer)`, an instance
            for listed in self.lists.get(value, ()):  # `branches = [self._a, self._b]`
                yield from self._functions_in(listed)
        elif kind is ast.Call and PARTIAL in self.resolve(value.func) and value.args:
            yield from self._functions_in(value.args[0])
        elif kind is ast.Attribute:
            yield from self.methods.get(value.attr, ())
        elif kind is ast.List or kind is ast.Tuple:
            for element in value.elts:
                yield from self._functions_in(
                    element.value if type(element) is ast.Starred else element
                )

    def callees(self, function: Function) -> list[Function]:
        on_host = self.on_host
        calls = [
            n
            for part in body_of(function)
            for n in walk_ast(part)
            if type(n) is ast.Call and n not in on_host
        ]
        found: list[Function] = []
        for node in in_walk_order(calls):
            func = node.func
            if type(func) is ast.Name:
                values = arguments(node)
                if func.id == "next" and values and type(values[0]) is ast.Name:
                    found += self._special(values[0].id, "__next__")
                found += self._named(func.id)
                found += self._special(func.id, "__call__")
                for value in values:  # functions handed to a helper are called by it, probably
                    if type(value) is ast.Name and value not in on_host:
                        found += self._named(value.id)
            elif type(func) is ast.Attribute:
                found += self.methods.get(func.attr, [])
            if node.args and self.resolve(func) & TREE_MAPS:  # `tree_map(self.sample, p)`
                found += [f for f in self._functions_in(node.args[0]) if type(f) is not ast.Lambda]
        return found

    def _named(self, name: str) -> list[Function]:
        """The module-level functions a plain name calls: its own, or those of the function it aliases."""
        return self.functions.get(name) or self.aliases.get(name, [])

    def _special(self, name: str, method: str) -> list[Function]:
        cls = self.instances.get(name)
        if cls is None:
            return []
        return [m for m in self.methods.get(method, ()) if self.owner.get(m) is cls]

    def describe(self, function: Function) -> str:
        """How `function` comes to be traced: "`step` (jitted)", "`loss` calls it (`loss` is
        differentiated)"."""
        path = self.reached[function]
        root = path[0]
        how = _HOW.get(self.roots[root].rpartition(".")[2], "transformed")
        if len(path) == 1:
            return f"it is {how} (`{self.roots[root]}`)"
        chain = " -> ".join(f"`{name_of(f)}`" for f in path)
        return f"it is reached from {chain}, and `{name_of(root)}` is {how} (`{self.roots[root]}`)"


_HOW = {
    "jit": "jitted",
    "pjit": "jitted",
    "vmap": "vectorized",
    "pmap": "mapped",
    "grad": "differentiated",
    "value_and_grad": "differentiated",
    "scan": "a `scan` body",
    "fori_loop": "a `fori_loop` body",
    "while_loop": "a `while_loop` body",
    "cond": "a `cond` branch",
    "switch": "a `switch` branch",
}


def name_of(function: Function) -> str:
    return "<lambda>" if type(function) is ast.Lambda else function.name


def importable(path: str, module: ast.Module) -> bool:
    """Whether other code may import the module at `path` (and so call its public functions under
    a transformation of its own): not `__main__.py`, a test module (`test_*.py`, `*_test.py`,
    `conftest.py`) or a script, whose top level outside `if __name__ == "__main__":` calls a
    function it defines (importing it runs the program)."""
    base = os.path.basename(path)
    if base in ("__main__.py", "conftest.py") or re.match(r"^test_.*\.py$|^.*_test\.py$", base):
        return False
    defined = {d.name for d in module.body if type(d) in DEFINITIONS}
    return not any(
        type(n) is ast.Call and type(n.func) is ast.Name and n.func.id in defined
        for statement in module.body
        if type(statement) not in (*DEFINITIONS, ast.ClassDef) and not main_guard(statement)
        for n in ast.walk(statement)
    )


def main_guard(statement: ast.stmt) -> bool:
    """`if __name__ == "__main__":`."""
    test = statement.test if type(statement) is ast.If else None
    return (
        type(test) is ast.Compare
        and type(test.left) is ast.Name
        and test.left.id == "__name__"
        and len(test.comparators) == 1
        and type(test.comparators[0]) is ast.Constant
        and test.comparators[0].value == "__main__"
    )
