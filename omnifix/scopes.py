"""What a name means where it is used, by Python's scope rules, on CPython's `ast`.

`Names` answers for every name that one import binds and nothing else rebinds; `Scopes` answers for
the rest (`Names.ambiguous`: `np` imported twice, or imported and also assigned, a parameter, a
`for` target). It follows Python's rules: a function sees its own bindings (parameters,
assignments, imports, `def`, `class`, `for`/`with`/`except` targets, `:=`), then those of the
functions around it and the module, never those of a class body around it; `global` and
`nonlocal` send a name to the module or the enclosing function; comprehensions have scopes of
their own, whose first iterable is evaluated outside.

In a module or class body only the bindings made before the use count (`np = np.asarray(x)` reads
the earlier `np`; a class body falls back to the module when it has none yet); a function's own
bindings all count (a name it binds anywhere is its own everywhere), and so do the bindings of the
scopes around it, and those a function makes in the module through `global`. This is more
precise than libcst, which counts every binding of a module for an attribute chain. A binding by import
means the dotted name imported (`import jax.numpy as np`: `jax.numpy`), any other the name
itself, qualified as libcst does (`f.<locals>.x` inside `f`). The analysis runs once per file,
and only when a name that needs it is looked up.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from omnifix.names import Names, _import_bindings

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_FIRST = (
    0,
    0,
)  # bindings that precede every use of their scope (parameters, comprehension targets)


@dataclass
class _Scope:
    kind: str  # "module", "function", "class" or "comprehension"
    prefix: str  # qualified-name prefix of its local names ("" for the module)
    parent: _Scope | None
    bindings: dict[str, list[tuple[tuple[int, int], str | None]]] = field(
        default_factory=dict
    )  # name -> (where, import meaning)
    declared: dict[str, str] = field(default_factory=dict)  # name -> "global" or "nonlocal"
    node: ast.AST | None = (
        None  # what opens it: the module's tree, a function, lambda, class or comprehension
    )
    own: set[str] = field(
        default_factory=set
    )  # names its own code binds (not a nested scope's `nonlocal`)

    def bind(
        self, name: str, where: tuple[int, int], meaning: str | None = None, own: bool = True
    ) -> None:
        self.bindings.setdefault(name, []).append((where, meaning))
        if own:
            self.own.add(name)

    def local(self, name: str) -> str:
        return f"{self.prefix}{name}"


class Scopes:
    """The meaning of names by scope, for one module's `Names`."""

    def __init__(self, names: Names) -> None:
        # what it reads of `names`, not `names` itself: `Names.scopes` holds this object, and a
        # reference back would leave the module's tree to the cyclic collector
        self._tree, self._nodes, self._children = names.tree, names.nodes, names.children
        self._imported, self._ambiguous = names.imported, names.ambiguous
        self._of: dict[int, _Scope] | None = None  # id of a `Name` node -> the scope it is used in
        self._module: _Scope | None = None
        self._opened: dict[int, _Scope] = {}  # id of the node opening a scope -> the scope
        self._loads: dict[str, list[ast.Name]] | None = None  # name -> its loads

    def resolve(self, node: ast.expr) -> set[str]:
        """Every dotted name a `Name` or attribute chain may refer to (empty for anything else)."""
        rest = ""
        while type(node) is ast.Attribute:
            rest, node = f".{node.attr}{rest}", node.value
        if type(node) is not ast.Name:
            return set()
        if node.id not in self._ambiguous:
            meaning = self._imported.get(node.id)
            return set() if meaning is None else {meaning + rest}
        if self._of is None:
            self._build()
        scope = self._of.get(id(node), self._module)
        return {m + rest for m in self._meanings(node.id, scope, (node.lineno, node.col_offset))}

    # -- the bindings themselves (for codemods that follow a variable, not only imports) ---------

    def owner(self, node: ast.Name) -> ast.AST | None:
        """What opens the scope whose binding of `node`'s name the use sees (the module's tree, a
        function, lambda, class or comprehension), whatever the position; None if nothing binds it."""
        if self._of is None:
            self._build()
        found = self._binding_scope(node.id, self._of.get(id(node), self._module))
        return None if found is None else found.node

    def uses(self, owner: ast.AST, name: str) -> list[ast.Name]:
        """The loads of `name`, anywhere, that see the binding of the scope `owner` opens, in the
        order of the source."""
        if self._loads is None:
            self._loads = {}
            for node in self._nodes:
                if type(node) is ast.Name and type(node.ctx) is ast.Load:
                    self._loads.setdefault(node.id, []).append(node)
            for found in self._loads.values():
                found.sort(key=lambda n: (n.lineno, n.col_offset))
        return [n for n in self._loads.get(name, ()) if self.owner(n) is owner]

    def binds(self, owner: ast.AST, name: str) -> bool:
        """Whether the code of the scope `owner` opens binds `name` itself (a parameter, an
        assignment, ...; not through `global` or `nonlocal`, nor a nested function's `nonlocal`)."""
        if self._of is None:
            self._build()
        scope = self._opened.get(id(owner))
        return scope is not None and name in scope.own

    def bindings(self, owner: ast.AST, name: str) -> int:
        """How many bindings of `name` the scope `owner` opens holds (those made through `global`
        or `nonlocal` in nested functions included)."""
        if self._of is None:
            self._build()
        scope = self._opened.get(id(owner))
        return 0 if scope is None else len(scope.bindings.get(name, ()))

    def _meanings(self, name: str, scope: _Scope, at: tuple[int, int]) -> set[str]:
        found = self._binding_scope(name, scope)
        if found is None:
            return set()
        bindings = found.bindings[name]
        if found is scope and scope.kind in ("module", "class"):
            bindings = [b for b in bindings if b[0] < at]
            if not bindings and scope.kind == "class":
                return self._meanings(name, scope.parent, at)
        return {_meaning(found, name, b) for b in bindings}

    def _binding_scope(self, name: str, scope: _Scope | None) -> _Scope | None:
        """The scope whose bindings of `name` a use in `scope` sees."""
        first = True
        while scope is not None:
            declared = scope.declared.get(name)
            if declared == "global":
                scope = self._module
                return scope if name in scope.bindings else None
            if declared == "nonlocal":
                scope = _visible_parent(scope)
                continue
            if name in scope.bindings and (first or scope.kind != "class"):
                return scope
            first = False
            scope = _visible_parent(scope) if scope.kind != "class" else scope.parent
        return None

    def _build(self) -> None:
        self._of = {}
        self._module = _Scope("module", "", None, node=self._tree)
        self._opened = {id(self._tree): self._module}
        _Binder(self._of, self._module, self._opened, self._children).walk(
            self._tree.body, self._module
        )


def _visible_parent(scope: _Scope) -> _Scope | None:
    """The scope around `scope` whose names it sees: class bodies are skipped."""
    parent = scope.parent
    while parent is not None and parent.kind == "class":
        parent = parent.parent
    return parent


def _meaning(scope: _Scope, name: str, binding: tuple[tuple[int, int], str | None]) -> str:
    return binding[1] if binding[1] is not None else scope.local(name)


def _end(node: ast.AST) -> tuple[int, int]:
    return (node.end_lineno, node.end_col_offset)


def _start(node: ast.AST) -> tuple[int, int]:
    return (node.lineno, node.col_offset)


class _Binder:
    """One walk recording each scope's bindings and the scope of each `Name` node."""

    def __init__(
        self,
        of: dict[int, _Scope],
        module: _Scope,
        opened: dict[int, _Scope],
        children: dict[ast.AST, list[ast.AST]],  # `Names.children`
    ) -> None:
        self.of, self.module, self.opened, self.children = of, module, opened, children

    def open(self, kind: str, prefix: str, parent: _Scope, node: ast.AST) -> _Scope:
        self.opened[id(node)] = scope = _Scope(kind, prefix, parent, node=node)
        return scope

    def bind(
        self, scope: _Scope, name: str, where: tuple[int, int], meaning: str | None = None
    ) -> None:
        """A binding made in `scope`: in the module when `scope` declares the name `global`
        (then it counts wherever the module uses the name), else where Python puts it."""
        if scope.declared.get(name) == "global":
            self.module.bind(name, _FIRST, meaning, own=False)
            return
        start = scope
        while scope.declared.get(name) == "nonlocal" and scope.parent is not None:
            scope = _visible_parent(scope) or self.module
        scope.bind(name, where, meaning, own=scope is start)

    def walk(self, nodes, scope: _Scope) -> None:
        for node in nodes:
            self.visit(node, scope)

    def targets(self, target: ast.AST, scope: _Scope, where: tuple[int, int]) -> None:
        """Bind the names of an assignment target; its other parts are uses."""
        kind = type(target)
        if kind is ast.Name:
            self.of[id(target)] = scope
            self.bind(scope, target.id, where)
        elif kind is ast.Tuple or kind is ast.List:
            for element in target.elts:
                self.targets(element, scope, where)
        elif kind is ast.Starred:
            self.targets(target.value, scope, where)
        else:
            self.visit(target, scope)

    def visit(self, node: ast.AST, scope: _Scope) -> None:
        kind = type(node)
        if kind is ast.Name:
            self.of[id(node)] = scope
            if type(node.ctx) is not ast.Load:
                self.bind(scope, node.id, _start(node))
        elif kind in (ast.Import, ast.ImportFrom):
            for bound, meaning, _ in _import_bindings(node):
                self.bind(scope, bound, _start(node), meaning)
        elif kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            self.walk(node.decorator_list, scope)
            if kind is ast.ClassDef:
                self.walk(node.bases, scope)
                self.walk(node.keywords, scope)
                inner = self.open("class", f"{scope.prefix}{node.name}.", scope, node)
                self.walk(node.body, inner)
            else:
                self._function(node, scope, node.body)
            self.bind(scope, node.name, _start(node))
        elif kind is ast.Lambda:
            self._function(node, scope, [node.body])
        elif kind in _COMPREHENSIONS:
            self._comprehension(node, scope)
        elif kind is ast.Global or kind is ast.Nonlocal:
            for name in node.names:
                scope.declared[name] = "global" if kind is ast.Global else "nonlocal"
        elif kind is ast.Assign:
            self.visit(node.value, scope)
            for target in node.targets:
                self.targets(target, scope, _end(node))
        elif kind is ast.AnnAssign or kind is ast.AugAssign:
            if node.value is not None:
                self.visit(node.value, scope)
            if kind is ast.AnnAssign:
                self.visit(node.annotation, scope)
            self.targets(node.target, scope, _end(node))
        elif kind is ast.NamedExpr:
            self.visit(node.value, scope)
            owner = scope
            while owner.kind == "comprehension":
                owner = owner.parent
            self.of[id(node.target)] = scope
            self.bind(owner, node.target.id, _end(node))
        elif kind is ast.For or kind is ast.AsyncFor:
            self.visit(node.iter, scope)
            self.targets(node.target, scope, _end(node.iter))
            self.walk(node.body, scope)
            self.walk(node.orelse, scope)
        elif kind is ast.withitem:
            self.visit(node.context_expr, scope)
            if node.optional_vars is not None:
                self.targets(node.optional_vars, scope, _end(node.context_expr))
        elif kind is ast.MatchAs or kind is ast.MatchStar:
            if node.name:
                self.bind(scope, node.name, _start(node))
            if kind is ast.MatchAs and node.pattern is not None:
                self.visit(node.pattern, scope)
        elif kind is ast.ExceptHandler:
            if node.type is not None:
                self.visit(node.type, scope)
            if node.name:
                self.bind(scope, node.name, _start(node))
            self.walk(node.body, scope)
        else:
            for child in self.children[node]:
                self.visit(child, scope)

    def _function(self, node, scope: _Scope, body) -> None:
        args = node.args
        self.walk([d for d in (*args.defaults, *args.kw_defaults) if d is not None], scope)
        parameters = [
            *args.posonlyargs,
            *args.args,
            *args.kwonlyargs,
            *(a for a in (args.vararg, args.kwarg) if a),
        ]
        if type(node) is not ast.Lambda:
            self.walk([a.annotation for a in parameters if a.annotation is not None], scope)
            if node.returns is not None:
                self.visit(node.returns, scope)
        name = (
            "" if type(node) is ast.Lambda else f"{node.name}."
        )  # libcst names a lambda's locals so
        inner = self.open("function", f"{scope.prefix}{name}<locals>.", scope, node)
        for parameter in parameters:
            inner.bind(parameter.arg, _FIRST)
        self.walk(body, inner)

    def _comprehension(self, node, scope: _Scope) -> None:
        generators = node.generators
        self.visit(generators[0].iter, scope)
        inner = self.open("comprehension", f"{scope.prefix}<comprehension>.", scope, node)
        for number, generator in enumerate(generators):
            if number:
                self.visit(generator.iter, inner)
            self.targets(generator.target, inner, _FIRST)
            self.walk(generator.ifs, inner)
        if type(node) is ast.DictComp:
            self.visit(node.key, inner)
            self.visit(node.value, inner)
        else:
            self.visit(node.elt, inner)
