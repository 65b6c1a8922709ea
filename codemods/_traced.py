"""Which functions of a module JAX traces: transformed ones, and what they call, found by name.

A function is *transformed* when a JAX transformation decorates it (`@jit`, `@jax.vmap`,
`@partial(jax.jit, ...)`) or receives it (`jax.jit(f)`, `lax.scan(step, ...)`, `jax.vmap(self.f)`,
a lambda given to `lax.fori_loop`). What a traced function calls is traced too: a plain name calls
the function of that name defined in the module, `x.name(...)` every method of that name, `obj()`
`__call__` and `next(obj)` `__next__` of the class `obj` was made from at module level. Matching by
name over-approximates (two classes with a method of one name), which suits reports, not rewrites.
"""

from __future__ import annotations

import ast
from collections import deque
from collections.abc import Callable, Iterable

import libcst as cst

from omnifix.edit import walk
from omnifix.names import Names, walk_ast

TRANSFORMS = frozenset(
    f"jax.{name}" for name in (
        "jit", "vmap", "pmap", "grad", "value_and_grad", "jacfwd", "jacrev", "hessian", "checkpoint", "remat",
        "custom_jvp", "custom_vjp", "named_call", "lax.scan", "lax.map", "lax.fori_loop", "lax.while_loop",
        "lax.cond", "lax.switch", "lax.associative_scan", "experimental.pjit.pjit", "shard_map",
        "experimental.shard_map.shard_map",
    )
)
PARTIAL = "functools.partial"
_SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)

Resolve = Callable[[cst.CSTNode], set[str]]
Function = cst.FunctionDef | cst.Lambda


def transform_of(node: cst.CSTNode, resolve: Resolve) -> str | None:
    """The transformation `node` (a decorator or a callee) names: `jax.jit`, `partial(jax.jit, ...)`,
    `jax.jit(...)` used as a decorator factory."""
    if isinstance(node, cst.Call):
        if resolve(node.func) & {PARTIAL} and node.args:
            return transform_of(node.args[0].value, resolve)
        return transform_of(node.func, resolve)
    found = resolve(node) & TRANSFORMS
    return min(found) if found else None


class Traced:
    """The functions and methods of a module, and which of them run under a JAX transformation."""

    def __init__(self, module: cst.Module, resolve: Resolve) -> None:
        self.resolve = resolve
        self.functions: dict[str, list[cst.FunctionDef]] = {}  # module-level functions by name
        self.methods: dict[str, list[cst.FunctionDef]] = {}  # methods of the module's classes by name
        self.owner: dict[cst.FunctionDef, cst.ClassDef] = {}
        instances: dict[str, cst.ClassDef] = {}  # module-level names assigned `SomeClass(...)`
        classes: dict[str, cst.ClassDef] = {}
        for statement in module.body:
            if isinstance(statement, cst.FunctionDef):
                self.functions.setdefault(statement.name.value, []).append(statement)
            elif isinstance(statement, cst.ClassDef):
                classes[statement.name.value] = statement
                for item in statement.body.body:
                    if isinstance(item, cst.FunctionDef):
                        self.methods.setdefault(item.name.value, []).append(item)
                        self.owner[item] = statement
        for statement in module.body:
            for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
                if isinstance(small, cst.Assign) and isinstance(small.value, cst.Call):
                    made = small.value.func
                    if isinstance(made, cst.Name) and made.value in classes:
                        for target in small.targets:
                            if isinstance(target.target, cst.Name):
                                instances[target.target.value] = classes[made.value]
        self._instances = instances
        self.roots: dict[Function, str] = {}  # transformed function -> the transformation
        for node in walk(module):
            if isinstance(node, cst.FunctionDef):
                for decorator in node.decorators:
                    name = transform_of(decorator.decorator, resolve)
                    if name:
                        self.roots.setdefault(node, name)
            elif isinstance(node, cst.Call):
                name = transform_of(node.func, resolve)
                if name:
                    for arg in node.args:
                        for function in self._functions_in(arg.value):
                            self.roots.setdefault(function, name)
        self.reached: dict[Function, tuple[Function, ...]] = {}  # traced function -> path from a root
        queue = deque((root, (root,)) for root in self.roots)
        while queue:
            function, path = queue.popleft()
            if function in self.reached:
                continue
            self.reached[function] = path
            for callee in self.callees(function):
                if callee not in self.reached:
                    queue.append((callee, path + (callee,)))

    def _functions_in(self, value: cst.BaseExpression) -> Iterable[Function]:
        """The functions an argument given to a transformation names: `f`, `self.f`, a lambda,
        the branches in a list (`lax.switch`)."""
        if isinstance(value, cst.Lambda):
            yield value
        elif isinstance(value, cst.Name):
            yield from self.functions.get(value.value, ())
        elif isinstance(value, cst.Attribute):
            yield from self.methods.get(value.attr.value, ())
        elif isinstance(value, (cst.List, cst.Tuple)):
            for element in value.elements:
                yield from self._functions_in(element.value)

    def callees(self, function: Function) -> list[cst.FunctionDef]:
        found: list[cst.FunctionDef] = []
        for node in walk(function.body):
            if not isinstance(node, cst.Call):
                continue
            func = node.func
            if isinstance(func, cst.Name):
                if func.value == "next" and node.args and isinstance(node.args[0].value, cst.Name):
                    found += self._special(node.args[0].value.value, "__next__")
                found += self.functions.get(func.value, [])
                found += self._special(func.value, "__call__")
                for arg in node.args:  # functions handed to a helper are called by it, probably
                    found += self._functions_in_name(arg.value)
            elif isinstance(func, cst.Attribute):
                found += self.methods.get(func.attr.value, [])
        return found

    def _functions_in_name(self, value: cst.BaseExpression) -> list[cst.FunctionDef]:
        return list(self.functions.get(value.value, ())) if isinstance(value, cst.Name) else []

    def _special(self, name: str, method: str) -> list[cst.FunctionDef]:
        cls = self._instances.get(name)
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


_HOW = {"jit": "jitted", "pjit": "jitted", "vmap": "vectorized", "pmap": "mapped", "grad": "differentiated",
        "value_and_grad": "differentiated", "scan": "a `scan` body", "fori_loop": "a `fori_loop` body",
        "while_loop": "a `while_loop` body", "cond": "a `cond` branch", "switch": "a `switch` branch"}


def name_of(function: Function) -> str:
    return function.name.value if isinstance(function, cst.FunctionDef) else "<lambda>"


def traced_ast(names: Names) -> list[ast.AST]:
    """The functions (`ast.FunctionDef`, `ast.Lambda`) `Traced` finds traced, found on the CPython
    `ast` of the module by the same rules, with every meaning a name's imports give it: a superset
    of `Traced.reached`, cheap enough to decide whether a file needs `Traced` at all."""
    module = names.tree
    functions: dict[str, list[ast.AST]] = {}
    methods: dict[str, list[ast.AST]] = {}
    owner: dict[ast.AST, ast.ClassDef] = {}
    classes: dict[str, ast.ClassDef] = {}
    for statement in module.body:
        if type(statement) is ast.FunctionDef:
            functions.setdefault(statement.name, []).append(statement)
        elif type(statement) is ast.ClassDef:
            classes[statement.name] = statement
            for item in statement.body:
                if type(item) is ast.FunctionDef:
                    methods.setdefault(item.name, []).append(item)
                    owner[item] = statement
    instances = {
        target.id: classes[statement.value.func.id]
        for statement in module.body
        if type(statement) is ast.Assign and type(statement.value) is ast.Call
        and type(statement.value.func) is ast.Name and statement.value.func.id in classes
        for target in statement.targets if type(target) is ast.Name
    }

    def resolve(node: ast.expr) -> set[str]:
        rest = ""
        while type(node) is ast.Attribute:
            rest, node = f".{node.attr}{rest}", node.value
        return {m + rest for m in names.meanings.get(node.id, ())} if type(node) is ast.Name else set()

    def transform(node: ast.expr) -> bool:
        if type(node) is ast.Call:
            if PARTIAL in resolve(node.func) and node.args:
                return transform(node.args[0])
            return transform(node.func)
        return bool(resolve(node) & TRANSFORMS)

    def given(value: ast.expr) -> list[ast.AST]:
        if type(value) is ast.Lambda:
            return [value]
        if type(value) is ast.Name:
            return functions.get(value.id, [])
        if type(value) is ast.Attribute:
            return methods.get(value.attr, [])
        if type(value) in (ast.List, ast.Tuple):
            return [f for element in value.elts for f in given(element)]
        return []

    def special(name: str, method: str) -> list[ast.AST]:
        cls = instances.get(name)
        return [m for m in methods.get(method, ()) if owner.get(m) is cls] if cls else []

    roots: list[ast.AST] = []
    for node in walk_ast(module):
        if type(node) is ast.FunctionDef and any(transform(d) for d in node.decorator_list):
            roots.append(node)
        elif type(node) is ast.Call and transform(node.func):
            roots += [f for arg in node.args for f in given(arg)]
    reached: dict[ast.AST, None] = {}
    queue = deque(roots)
    while queue:
        function = queue.popleft()
        if function in reached:
            continue
        reached[function] = None
        body = function.body if type(function) is ast.FunctionDef else [function.body]
        for node in (n for part in body for n in ast.walk(part)):
            if type(node) is not ast.Call:
                continue
            func = node.func
            if type(func) is ast.Name:
                if func.id == "next" and node.args and type(node.args[0]) is ast.Name:
                    queue += special(node.args[0].id, "__next__")
                queue += functions.get(func.id, [])
                queue += special(func.id, "__call__")
                queue += [f for arg in node.args if type(arg) is ast.Name for f in functions.get(arg.id, [])]
            elif type(func) is ast.Attribute:
                queue += methods.get(func.attr, [])
    return list(reached)
