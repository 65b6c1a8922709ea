"""PRK001 thread-prng-keys: pass PRNG keys in and out of functions instead of keeping them in global state.

## What it does
Finds functions that read a PRNG key from a `global` (or `nonlocal`) name and rebind it from
`jax.random.split` or `jax.random.fold_in` (`key, sub = random.split(key)`,
`key, *subs = random.split(key, n)`, `key = random.fold_in(key, i)`; any spelling of
`jax.random`, old `PRNGKey` and typed `jax.random.key` keys alike), and every function of the
module that calls one of them, directly or through helpers such as a module-level `next_key()`.
Of these, the functions JAX may trace are made pure: those decorated or wrapped by a
transformation (`jit`, `pmap`, `vmap`, `grad`, `checkpoint`, ...), given to `lax.scan`,
`fori_loop`, `while_loop`, `cond` and the like, or reached from such by calls (the rules of
`codemods._traced`), in the module or in another module of the run (`from .rng import next_key`
called in a jitted function, `jax.jit(rng.init)`). A function that is never traced keeps its
global key, which is correct Python there: code with nothing traced is left alone. The functions
made pure follow one convention everywhere:

- **the key is the first parameter**, named as the global was: `def init(key, n):`;
- **the result comes back with the new key**: `return result, key`, also where the function
  returned nothing (`return None, key`) or a tuple (`return (a, b), key`).

Callers are updated in the same module and in the other modules of the run that import the function
(`from .rng import init`, `from . import rng; rng.init()`, `import pkg.rng as r; r.init()`), also
through a module whose own function is made pure because it calls one (`model.dropout(x)` in
`train`, where `dropout` calls `rng.next_key`). A traced caller is made pure and passes its own key
along (`w, key = init_layer(key, n)`, `return init(key)`). A caller that keeps the state
(module-level code and `if __name__ == "__main__":` blocks, entry points such as `main()`,
`test_*()` functions, functions never traced, methods, functions with other decorators or used as
values, e.g. `app.run(main)`) keeps its signature and reads and writes the global exactly as before,
call for call: `value, key = init(key)`, with `global key` (or `nonlocal key`) added to its
function. A call inside a larger expression is moved into a statement of its own just before, when
that keeps the order in which everything is evaluated (`print(init())` becomes `init_result, key =
init(key)` then `print(init_result)`). A list comprehension that is the whole value of an
assignment, `draws = [sample(x) for _ in range(n)]`, becomes `draws = []` and a `for` loop whose
body calls `sample_result, key = sample(key, x)` then `draws.append(sample_result)`, when that is
exact: one `for` and no `if`, one call of a threaded function in the element and nothing evaluated
before it there but pure code, and names (`draws`, the loop's targets) used nowhere else in the
file, since the loop binds them where the comprehension did not. In another module the state stays where it was, in the
defining module's variable: a caller there that keeps the state passes and keeps it (`value, rng.key
= init(rng.key)`), one made pure takes it as its first parameter like any other. Every call of a
changed function in the run is updated, or the function is not changed: when a module cannot update
a call of a function it imports (a call in a comprehension, `functools.partial(mod.f, ...)`,
`map(mod.f, xs)`, any use as a value), the defining module is transformed again without that change
(all or nothing per key), and the finding there names the call that blocked it. `@jit`, `@jax.jit`,
`@partial(jax.jit, static_argnums=...)` and `f = jax.jit(f, ...)` are kept; their `static_argnums`
and `donate_argnums` move up by one for the new first parameter.

Keys held on attributes (`self.key, k = random.split(self.key)`, KeyGen and PRNGSequence-style
classes) are reported, never rewritten, for every method the module runs under a JAX
transformation, with the change to make: changing a class's methods changes its interface for
code omnifix does not see, so no such case is provably safe.

## Why
Under `jit` the function body runs once, while tracing: the split runs on tracers, every call of
the compiled function returns the same random numbers, and the global is left holding a tracer, so
the next use of the key fails with `UnexpectedTracerError`. Before omnistaging the split ran at
trace time and the code repeated numbers silently. A key passed in and returned is an ordinary
input and output: the compiled function gives the numbers the eager one gave.

## Example
```python
key = random.PRNGKey(0)

@jax.jit
def init():
    global key
    key, subkey = random.split(key)
    return random.normal(subkey, ())

print(init())
```
becomes
```python
key = random.PRNGKey(0)

@jax.jit
def init(key):
    key, subkey = random.split(key)
    return random.normal(subkey, ()), key

init_result, key = init(key)
print(init_result)
```

## Limitations
Nothing is rewritten for a key (all or nothing, with the reason reported) when some use, in the
module or in another module of the run, could not be updated safely: a call inside a comprehension
other than the assignments above (generators, sets, dicts, `return [...]`, arguments), a lambda,
`while` or `elif` test, conditional branch or default value, or after something whose order would
change (another call, an attribute read, a read of the key); a threaded function used as a value
(other than by `jit`), defined more than once, with other decorators, nested in another function or
a method, a generator, with a `finally`, or capturing the key in a nested function; a threaded
function calling another function that reads the key; `static_argnums` that are not literals; a
statement sharing its line. A public function (no leading underscore) that no other module of the
run imports is rewritten and reported: modules outside the run must update their calls by hand.
Modules importing each other are transformed together, so a function one of them imports from the
other is not changed. Tracing is followed one module across: a function traced only because a module
two imports away traces its caller is not seen as traced (nothing is changed for it). The traced
functions are found by name (`codemods._traced`), which may count a function as traced that is not
(a method of another class with the same name): it is then made pure all the same, with every caller
updated. A function that would be threaded with two keys is not rewritten. If a threaded function
raises, the caller's key is not advanced, where the global was advanced by the splits before the
error.
Temporary names (`init_result`) are bound where a call is moved out of an expression.
"""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field
from typing import Mapping

import libcst as cst
from libcst.metadata import FunctionScope, GlobalScope, ScopeProvider

from codemods._traced import DEFINITIONS, PARTIAL, TRANSFORMS, Traced, arguments, every_meaning, transform_of
from omnifix.codemod import Codemod
from omnifix.edit import tombstone, walk
from omnifix.names import Names, counted_uses, walk_ast
from omnifix.positions import positions
from omnifix.project import UNKNOWN, Module, Refusal
from omnifix.results import Tier

_SPLITS = frozenset({"jax.random.split", "jax.random.fold_in"})


def _splits(func: ast.expr, names: Names) -> bool:
    """Whether `func` (CPython ast) may name `jax.random.split` or `fold_in`, through any of the
    meanings the file's imports give its root name."""
    rest = ""
    while type(func) is ast.Attribute:
        rest, func = f".{func.attr}{rest}", func.value
    return type(func) is ast.Name and any(m + rest in _SPLITS for m in names.meanings.get(func.id, ()))


def _root(func: ast.expr) -> str | None:
    while type(func) is ast.Attribute:
        func = func.value
    return func.id if type(func) is ast.Name else None


_LIBRARIES = frozenset({"jax", "jaxlib", "numpy", "scipy", "flax", "optax", "haiku", "chex", "einops", "functools",
                        "math", "operator", "itertools", "collections", "typing", "os", "sys", "time"})
_JIT = "jax.jit"
_TRANSFORM_WORDS = (b"jit", b"map", b"grad", b"scan", b"loop", b"cond", b"switch", b"checkpoint", b"remat", b"custom_")
_SHIFTED = ("static_argnums", "donate_argnums")
_PURE = ("jax.numpy.", "jax.random.", "jax.lax.", "jax.nn.", "jax.scipy.", "jax.tree_util.", "math.", "operator.")
_PURE_BUILTINS = frozenset({"len", "range", "int", "float", "bool", "str", "tuple", "list", "dict", "min", "max",
                            "abs", "sum", "round", "isinstance", "enumerate", "zip", "divmod", "slice"})
_DRIVER = re.compile(r"^(main|_?test.*)$")
_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)


def _target_names(target: cst.BaseExpression) -> list[cst.Name]:
    if isinstance(target, cst.Name):
        return [target]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for e in target.elements for n in _target_names(e.value)]
    if isinstance(target, cst.StarredElement):
        return _target_names(target.value)
    return []


def _own(function: cst.FunctionDef):
    """The nodes of `function`'s body outside nested functions, lambdas and classes."""
    stack: list[cst.CSTNode] = [function.body]
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            stack.extend(reversed(node.children))


def _terminates(body: cst.BaseSuite) -> bool:
    """Whether the block never falls off its end (its last statement returns or raises)."""
    if not isinstance(body, cst.IndentedBlock) or not body.body:
        return False
    last = body.body[-1]
    if isinstance(last, cst.SimpleStatementLine):
        return isinstance(last.body[-1], (cst.Return, cst.Raise))
    if isinstance(last, cst.If):
        return last.orelse is not None and _terminates(last.body) and _terminates(
            last.orelse.body if isinstance(last.orelse, cst.Else) else cst.IndentedBlock(body=[last.orelse]))
    return False


@dataclass
class _Site:
    """One call of a threaded function, and how it is rewritten."""

    call: cst.Call
    statement: cst.CSTNode  # the small statement or compound statement it is part of
    where: cst.CSTNode | None  # the function whose code it is (None: the owner's own code)


@dataclass
class _Group:
    """Everything about one key variable: the functions made pure, their callers, what blocks it."""

    owner: cst.CSTNode  # the Module, or the function whose local the key is
    scope: object
    key: str
    declaration: str  # "global" or "nonlocal"
    direct: dict[cst.FunctionDef, cst.CSTNode] = field(default_factory=dict)  # function -> its rebinding
    members: dict[cst.FunctionDef, str] = field(default_factory=dict)  # function -> why it is threaded
    sites: list[_Site] = field(default_factory=list)
    problems: list[tuple[cst.CSTNode | None, str]] = field(default_factory=list)  # None: in another module
    jit_calls: list[cst.Call] = field(default_factory=list)  # `jit(...)`/`partial(jit, ...)` to shift
    drivers: set[cst.FunctionDef] = field(default_factory=set)  # functions that need the declaration
    refs: dict[cst.CSTNode, cst.FunctionDef] = field(default_factory=dict)  # name uses of threaded functions
    returns: dict[cst.Return, str] = field(default_factory=dict)
    undeclare: dict[cst.CSTNode, set[str]] = field(default_factory=dict)
    calls: dict[cst.Call, str] = field(default_factory=dict)
    hoisted: dict[cst.Call, tuple[str, str]] = field(default_factory=dict)
    hoists: dict[cst.CSTNode, list[cst.Call]] = field(default_factory=dict)
    loops: dict[cst.Assign, cst.Call] = field(default_factory=dict)
    direct_statements: dict[cst.CSTNode, tuple[str, str | None]] = field(default_factory=dict)
    # a key kept by another module of the run (`origin`), whose threaded functions this module calls:
    # their name -> the nodes naming them here; drivers keep that module's variable (`origin.key`)
    origin: str | None = None
    external: dict[str, list[cst.CSTNode]] = field(default_factory=dict)
    targets: dict[str, str] = field(default_factory=dict)  # external name -> its exported `module.name`
    traced: dict[cst.FunctionDef, str] = field(default_factory=dict)  # function -> how it is traced

    def state(self, threaded: bool) -> str:
        """The key as a call site passes and keeps it: the parameter in threaded code, else the
        variable (`_STATE` for another module's, spelled when the group is committed)."""
        return self.key if threaded or self.origin is None else _STATE


_STATE = "\0state"  # placeholder for `module.key` of an external group


class ThreadPrngKeys(Codemod):
    CODE = "PRK001"
    SUMMARY = "Thread PRNG keys kept in global state through the functions that split them"
    TIER = Tier.SAFE
    PATTERN = re.compile(rb"random")
    PUBLISHES = True  # the functions it threads, so that the modules importing them pass the key

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        """A file using `jax.random`, or one that may trace a function of another module that does
        (some JAX transformation's name): its functions that do so may be threaded, and the modules
        importing them must be seen."""
        return b"jax" in data and (b"random" in data or any(word in data for word in _TRANSFORM_WORDS))

    @classmethod
    def is_candidate(cls, names: Names) -> bool:
        """Some assignment stores what a `jax.random.split`/`fold_in` call makes into a name some
        function declares `global` or `nonlocal` (every key this codemod threads is rebound so),
        or into an attribute in a method of a module-level class that a JAX transformation may
        trace, found with every meaning of each name (every key held on an attribute it reports)."""
        if not any(r in _SPLITS for r in names.references):
            return False
        declared: set[str] = set()
        stores: list[ast.Assign] = []
        for node in names.nodes:
            kind = type(node)
            if kind is ast.Global or kind is ast.Nonlocal:
                declared.update(node.names)
            elif kind is ast.Assign:
                stores.append(node)
        on_attributes: set[int] = set()  # the assignments storing a split into an attribute
        for assign in stores:
            if not any(type(n) is ast.Call and _splits(n.func, names) for n in ast.walk(assign.value)):
                continue
            targets = [getattr(e, "value", e) if type(e) is ast.Starred else e for t in assign.targets
                       for e in (t.elts if type(t) in (ast.Tuple, ast.List) else [t])]
            if any(type(t) is ast.Name and t.id in declared for t in targets):
                return True
            if any(type(t) is ast.Attribute for t in targets):
                on_attributes.add(id(assign))
        if not on_attributes:
            return False
        methods = [m for c in names.tree.body if type(c) is ast.ClassDef for m in c.body if type(m) in DEFINITIONS
                   and any(id(n) in on_attributes for n in walk_ast(m))]
        return bool(methods) and not Traced.of(names).reached.keys().isdisjoint(methods)

    @classmethod
    def exports(cls, names: Names) -> set[str]:
        """The module-level functions that may be threaded: those declaring a `global` name, and
        those calling one of these by name (or through a module-level `g = jax.jit(f)`); and the
        functions the module traces that call a function it imports (they are threaded when that
        one is), with those calling them. A function threaded that is not listed here is not
        rewritten (its importers would not be seen)."""
        splits = any(r in _SPLITS for r in names.references)
        top = {d.name: d for d in names.tree.body if isinstance(d, ast.FunctionDef)}
        found = {name for name, d in top.items() if splits and any(isinstance(n, ast.Global) for n in ast.walk(d))}
        reached = Traced.of(names).reached
        imported = {name for name, meaning in names.imported.items()
                    if meaning.partition(".")[0] not in _LIBRARIES}
        found |= {name for name, d in top.items() if d in reached and any(
            isinstance(n, ast.Call) and _root(n.func) in imported for n in ast.walk(d))}
        while found:
            called = found | {t.id for s in names.tree.body
                              if isinstance(s, ast.Assign) and isinstance(s.value, ast.Call)
                              and any(isinstance(a, ast.Name) and a.id in found for a in s.value.args)
                              for t in s.targets if isinstance(t, ast.Name)}
            more = {name for name, d in top.items() if name not in found and any(
                isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in called for n in ast.walk(d))}
            if not more:
                break
            found |= more
        return found

    @classmethod
    def uses(cls, names: Names, imported: Mapping[str, str]) -> dict[str, bool]:
        """Per function another module of the run exports: whether this module traces it (a
        function it traces refers to it, or it is given to a JAX transformation here)."""
        traced = Traced.of(names)
        resolve = every_meaning(names)
        found = {target: False for target in imported.values()}
        enclosing: dict[ast.AST, ast.AST | None] = {}
        stack: list[tuple[ast.AST, ast.AST | None, ast.AST | None]] = [(names.tree, None, None)]
        while stack:
            node, parent, function = stack.pop()
            if type(node) in (ast.Name, ast.Attribute):
                for spelling in resolve(node) & imported.keys():
                    given = (type(parent) is ast.Call and node in arguments(parent)
                             and transform_of(parent.func, resolve) is not None)
                    if given or (function is not None and function in traced.reached):
                        found[imported[spelling]] = True
            inner = node if type(node) in (*DEFINITIONS, ast.Lambda) else function
            stack.extend((child, node, inner) for child in ast.iter_child_nodes(node))
        return found

    # -- planning: the whole module is analysed before anything is rewritten -------------------

    def visit_Module(self, node: cst.Module) -> None:
        self._module = node
        self._scopes = self._wrapper.resolve(ScopeProvider)
        self._parents: dict[cst.CSTNode, cst.CSTNode] = {}
        for parent in walk(node):
            for child in parent.children:
                self._parents[child] = parent
        self._params: dict[cst.FunctionDef, str] = {}
        self._returns: dict[cst.Return, str] = {}
        self._calls: dict[cst.Call, str] = {}
        self._hoisted: dict[cst.Call, tuple[str, str]] = {}  # call -> (temporary name, key)
        self._hoists: dict[cst.CSTNode, list[cst.Call]] = {}  # statement -> the calls moved before it
        self._direct: dict[cst.CSTNode, tuple[str, str | None]] = {}  # Assign or Expr -> (key, name for `_`)
        self._out: dict[cst.Call, cst.Call] = {}  # moved call -> its rewritten form
        self._declare: dict[cst.FunctionDef, list[tuple[str, str]]] = {}
        self._undeclare: dict[cst.CSTNode, set[str]] = {}  # Global/Nonlocal -> names it no longer declares
        self._shift: set[cst.Call] = set()
        self._loops: dict[cst.Assign, cst.Call] = {}  # `name = [...]` -> the call its loop makes
        self._traced: dict[cst.FunctionDef, str] | None = None
        self._exported: set[str] | None = None
        groups = self._groups() + self._external_groups()
        for group in groups:
            self._plan(group)
        for group in groups:
            for other in groups:
                for member in group.members.keys() & other.members.keys() if other is not group else ():
                    group.problems.append((member, f"`{member.name.value}` would take two keys, `{group.key}` and "
                                                   f"`{other.key}`"))
        for group in groups:
            self._decide(group)
        self._report_attribute_keys()

    def _groups(self) -> list[_Group]:
        """One group per key variable that some function rebinds from a split of it."""
        groups: dict[tuple[int, str], _Group] = {}
        for function in (n for n in walk(self._module) if isinstance(n, cst.FunctionDef)):
            for key, declaration in self._declarations(function).items():
                rebinding = self._rebinding(function, key)
                if rebinding is None:
                    continue
                owner, scope = self._owner(self._scopes[function.body], key, declaration)
                if owner is not None:
                    group = groups.setdefault((id(owner), key), _Group(owner, scope, key, declaration))
                    group.direct[function] = rebinding
        return list(groups.values())

    def _external_groups(self) -> list[_Group]:
        """One group per key of another module of the run whose threaded functions this module
        calls (first pass only: after it the calls pass the key already); the calls of functions
        of a module transformed at the same time (an import cycle) are reported."""
        shared = self.shared
        if shared is None or not shared.imported or not self.context.first_pass:
            return []
        groups: dict[tuple[str, str], _Group] = {}
        stack: list[cst.CSTNode] = [self._module]
        while stack:
            node = stack.pop()
            if isinstance(node, cst.Attribute):
                stack.append(node.value)  # not its `attr`, a name of its own
            elif not isinstance(node, (cst.Import, cst.ImportFrom)):
                stack.extend(reversed(node.children))
            if not isinstance(node, (cst.Name, cst.Attribute)):
                continue
            for spelling in self.qualified_names(node) & shared.imported.keys():
                target, fact = shared.imported[spelling]
                defined, _, name = target.rpartition(".")
                if fact == UNKNOWN:
                    where = os.path.abspath(self.context.path)
                    self.publish(target, Refusal(where, self._position(node).start.line,
                                                 f"`{os.path.basename(self.context.path)}` and `{defined}` import "
                                                 "each other: omnifix transforms the two at the same time, so this "
                                                 "call would not be updated"))
                    continue
                origin, key = fact if isinstance(fact, tuple) else (defined, fact)
                scope = self._scopes[self._module]
                group = groups.setdefault((origin, key), _Group(self._module, scope, key, "global", origin=origin))
                group.external.setdefault(name, []).append(node)
                group.targets[name] = target
        return list(groups.values())

    def _is_state(self, group: _Group, node: cst.CSTNode) -> bool:
        """`node` names the key variable of the other module an external group threads."""
        return group.origin is not None and isinstance(node, cst.Attribute) and any(
            self._absolute(q) == f"{group.origin}.{group.key}" for q in self.qualified_names(node))

    def _absolute(self, dotted: str) -> str | None:
        """A dotted name as this module's imports spell it, made absolute."""
        shared = self.shared
        return dotted if shared is None else Module(shared.module, shared.package).absolute(dotted)

    def _declarations(self, function: cst.FunctionDef) -> dict[str, str]:
        return {item.name.value: "global" if isinstance(n, cst.Global) else "nonlocal"
                for n in _own(function) if isinstance(n, (cst.Global, cst.Nonlocal)) for item in n.names}

    def _owner(self, scope, key: str, declaration: str):
        """The node and scope the key variable belongs to: the module, or the enclosing function
        that assigns it (for `nonlocal`)."""
        if declaration == "global":
            return self._module, scope.globals
        parent = scope.parent
        while isinstance(parent, FunctionScope):
            if key in self._bound(parent):
                return parent.node, parent
            parent = parent.parent
        return None, None

    def _bound(self, scope) -> set[str]:
        """The names `scope` binds itself (not through `global`/`nonlocal`)."""
        return {a.name for a in scope.assignments
                if getattr(a, "node", None) is not None and self._scopes.get(a.node) is scope}

    def _rebinding(self, function: cst.FunctionDef, key: str) -> cst.CSTNode | None:
        """The assignment in `function` that rebinds `key` from a split or fold_in of it."""
        for n in _own(function):
            if isinstance(n, cst.Assign) and any(t.value == key for a in n.targets for t in _target_names(a.target)):
                for call in walk(n.value):
                    if isinstance(call, cst.Call) and self.qualified_names(call.func) & _SPLITS and any(
                            isinstance(x, cst.Name) and x.value == key for a in call.args for x in walk(a.value)):
                        return n
        return None

    def _functions(self, group: _Group) -> dict[str, list[cst.FunctionDef]]:
        """The functions defined directly in the owner's body, by name."""
        body = group.owner.body.body if isinstance(group.owner, cst.FunctionDef) else group.owner.body
        found: dict[str, list[cst.FunctionDef]] = {}
        for statement in body:
            if isinstance(statement, cst.FunctionDef):
                found.setdefault(statement.name.value, []).append(statement)
        return found

    def _references(self, group: _Group, name: str) -> list[cst.CSTNode]:
        """The uses of the owner's variable `name`, wherever they are."""
        found: dict[cst.CSTNode, None] = {}
        if name in group.scope.assignments:
            for assignment in group.scope.assignments[name]:
                for access in assignment.references:
                    found[access.node] = None
        return list(found)

    def _enclosing(self, node: cst.CSTNode) -> list[cst.CSTNode]:
        """The functions, lambdas, classes and comprehensions around `node`, innermost first."""
        found, scope = [], self._scopes.get(node)
        while scope is not None and not isinstance(scope, GlobalScope):
            found.append(scope.node)
            scope = scope.parent
        return found

    def _plan(self, group: _Group) -> None:
        functions = self._functions(group)
        group.traced = self._traced_in(group, functions)
        for function in group.direct:
            if function not in group.traced:
                continue  # never traced: the global key is correct Python there
            if functions.get(function.name.value) != [function]:
                inside = self._enclosing(function)
                where = ("defined more than once" if function.name.value in functions else
                         "a method" if inside and isinstance(inside[0], cst.ClassDef) else "a nested function")
                group.problems.append((function, f"`{function.name.value}` is {where}"))
            group.members[function] = "direct"
        uses: dict[str, list[cst.CSTNode]] = dict(group.external)
        changed = True
        while changed:  # callers that are not drivers are threaded too
            changed = False
            for name in [*group.external, *(member.name.value for member in group.members)]:
                if name not in uses:
                    uses[name] = self._references(group, name)
                for ref in uses[name]:
                    inside = self._enclosing(ref)
                    inside = inside[1:] if inside and isinstance(inside[0], cst.ListComp) else inside
                    caller = inside[0] if inside else None
                    if (isinstance(caller, cst.FunctionDef) and caller not in group.members and self._is_call(ref)
                            and caller in group.traced and functions.get(caller.name.value) == [caller]
                            and not self._driver(caller, group)):
                        group.members[caller] = name
                        changed = True
        for name in [*group.external, *(member.name.value for member in group.members)]:
            for ref in uses[name]:
                group.refs[ref] = name
                for alias in self._aliases(ref, name):
                    group.refs[alias] = name
        for member, why in group.members.items():
            self._check_member(group, member, why)
            self._check_importers(group, member)
        declared = {n for m in group.members for n in self._declarations(m)} - {group.key}
        for ref, name in group.refs.items():
            self._classify(group, name, ref, declared)
        for member in group.members:
            self._check_callees(group, member, functions)

    def _alias_target(self, ref: cst.CSTNode) -> cst.Name | None:
        """`g` when `ref` is `f` in `g = jax.jit(f, ...)`."""
        wrapped = self._jit_wrapped(ref)
        assign = self._parents.get(wrapped) if wrapped is not None else None
        if (isinstance(assign, cst.Assign) and assign.value is wrapped and len(assign.targets) == 1
                and isinstance(assign.targets[0].target, cst.Name)):
            return assign.targets[0].target
        return None

    def _aliases(self, ref: cst.CSTNode, name: str) -> list[cst.CSTNode]:
        """The uses of `g` in `g = jax.jit(f)`, when that is the only assignment of `g` in its scope."""
        target = self._alias_target(ref)
        if target is None or target.value == name:
            return []
        assignments = self._scopes[target].assignments[target.value]
        if len(assignments) != 1:
            return []
        return [access.node for access in next(iter(assignments)).references]

    def _is_call(self, ref: cst.CSTNode) -> bool:
        parent = self._parents.get(ref)
        return isinstance(parent, cst.Call) and parent.func is ref

    def _driver(self, function: cst.FunctionDef, group: _Group) -> bool:
        """A caller that keeps the key state: `main`, a test, decorated other than by `jit`, or
        used other than by calling or jitting it."""
        if _DRIVER.match(function.name.value):
            return True
        if any(not self._jit_decorator(d.decorator) for d in function.decorators):
            return True
        return not all(self._is_call(r) or self._jit_wrapped(r) is not None
                       for r in self._references(group, function.name.value))

    def _jit_decorator(self, node: cst.BaseExpression) -> bool:
        if isinstance(node, cst.Call):
            return (PARTIAL in self.qualified_names(node.func) and bool(node.args)
                    and _JIT in self.qualified_names(node.args[0].value)
                    and all(a.keyword is not None for a in node.args[1:]))
        return _JIT in self.qualified_names(node)

    def _jit_wrapped(self, ref: cst.CSTNode) -> cst.Call | None:
        """The `jax.jit(f, ...)` call whose function `ref` is, if it is one."""
        arg = self._parents.get(ref)
        call = self._parents.get(arg)
        if (isinstance(arg, cst.Arg) and arg.keyword is None and isinstance(call, cst.Call)
                and call.args[0] is arg and _JIT in self.qualified_names(call.func)
                and all(a.keyword is not None for a in call.args[1:])):
            return call
        return None

    def _check_member(self, group: _Group, member: cst.FunctionDef, why: str) -> None:
        name, key, problem = member.name.value, group.key, group.problems.append
        if member.asynchronous is not None:
            problem((member, f"`{name}` is a coroutine"))
        if not isinstance(member.body, cst.IndentedBlock):
            problem((member, f"`{name}` is written on one line"))
        for decorator in member.decorators:
            if not self._jit_decorator(decorator.decorator):
                problem((decorator, f"`{name}` has a decorator other than `jit`, which may not expect a new parameter"))
            elif isinstance(decorator.decorator, cst.Call):
                self._shift_later(group, decorator.decorator)
        if why != "direct" and key in self._bound(self._scopes[member.body]):
            problem((member, f"`{name}` has a variable `{key}` of its own"))
        elif group.origin is not None and any(isinstance(n, cst.Name) and n.value == key for n in walk(member)):
            problem((member, f"`{name}` uses a name `{key}`, which the key parameter would shadow"))
        for n in _own(member):
            if isinstance(n, (cst.Yield, cst.Await)):
                problem((n, f"`{name}` is a generator"))
            elif isinstance(n, cst.Try) and n.finalbody is not None:
                problem((n, f"`{name}` has a `finally` block, which runs after the returned key is read"))
            elif isinstance(n, (cst.FunctionDef, cst.Lambda)) and any(
                    isinstance(x, cst.Name) and x.value == key for x in walk(n)):
                problem((n, f"a function nested in `{name}` uses `{key}`, which would no longer be the global"))
            elif isinstance(n, cst.Return):
                group.returns[n] = key
            elif isinstance(n, (cst.Global, cst.Nonlocal)) and any(i.name.value == key for i in n.names):
                group.undeclare.setdefault(n, set()).add(key)

    def _shift_later(self, group: _Group, call: cst.Call) -> None:
        for arg in call.args:
            if arg.keyword is not None and arg.keyword.value in _SHIFTED and _shifted(arg.value) is None:
                why = f"`{arg.keyword.value}` is not a literal, so it cannot be shifted for the new first parameter"
                group.problems.append((arg, why))
        group.jit_calls.append(call)

    def _classify(self, group: _Group, name: str, ref: cst.CSTNode, declared: set[str]) -> None:
        """Plan the rewrite of one use of a threaded function's name, or record why it cannot be."""
        wrapped = self._jit_wrapped(ref)
        if wrapped is not None:
            parent = self._parents.get(wrapped)
            if isinstance(parent, cst.Call) and parent.func is wrapped:
                call = parent  # `jax.jit(f)(...)`
            elif self._alias_target(ref) is not None and (self._alias_target(ref).value == name
                                                          or self._aliases(ref, name)):
                self._shift_later(group, wrapped)  # `f = jax.jit(f)`, `g = jax.jit(f)`
                return
            else:
                why = f"`{name}` is jitted here and the result is kept where omnifix cannot follow it"
                group.problems.append((ref, why))
                return
            self._shift_later(group, wrapped)
        elif self._is_call(ref):
            call = self._parents[ref]
        else:
            group.problems.append((ref, f"`{name}` is used as a value here, not called"))
            return
        self._site(group, call, declared)

    def _site(self, group: _Group, call: cst.Call, declared: set[str]) -> None:
        key, problem = group.key, group.problems.append
        enclosing = self._enclosing(call)
        if group.owner is not self._module:
            if group.owner not in enclosing:
                problem((call, "this call is outside the function the key belongs to"))
                return
            enclosing = enclosing[:enclosing.index(group.owner)]
        where = enclosing[0] if enclosing else None
        loop = None
        if isinstance(where, cst.ListComp):
            loop = self._loop(group, call, where, declared)
            if isinstance(loop, str):
                problem((call, loop))
                return
            enclosing = enclosing[1:]
            where = enclosing[0] if enclosing else None
        if isinstance(where, (cst.Lambda, cst.ClassDef, *_COMPREHENSIONS)):
            kind = {cst.Lambda: "a lambda", cst.ClassDef: "a class body"}.get(type(where), "a comprehension")
            problem((call, f"this call is inside {kind}"))
            return
        if any(f in group.members for f in enclosing[1:]):
            problem((call, "this call is in a function nested in a threaded one"))
            return
        if where is not None and where not in group.members:
            if key in self._bound(self._scopes[where.body]):
                problem((call, f"`{where.name.value}` has a variable `{key}` of its own"))
                return
            group.drivers.add(where)
        if loop is not None:
            key = group.state(where in group.members)
            group.calls[call] = key
            group.hoisted[call] = (self._temporary(call, set()), key)
            group.loops[loop] = call
            group.sites.append(_Site(call, loop, where))
            return
        statement, region = self._statement(call)
        if statement is None:
            problem((call, region))
            return
        if any(s.statement is statement for s in group.sites):
            return  # planned with another call of the same statement
        site = _Site(call, statement, where)
        reason = self._order(group, site, region, declared)
        if reason:
            problem((call, reason))

    def _loop(self, group: _Group, call: cst.Call, comp: cst.ListComp, declared: set[str]) -> cst.Assign | str:
        """The statement `name = [... f(...) ... for target in iterable]` whose element holds `call`,
        when it can become `name = []` and a `for` loop calling `f` with the key then appending the
        element, with the same effects: one `for` and no `if`, `call` the element's only call of a
        threaded function and nothing in it evaluated before the call but pure code, and no name
        the loop binds (`name`, the targets) used anywhere else in the file. Else why not."""
        assign, line = self._parents.get(comp), None
        if isinstance(assign, cst.Assign):
            line = self._parents.get(assign)
        if not (isinstance(assign, cst.Assign) and assign.value is comp and len(assign.targets) == 1
                and isinstance(assign.targets[0].target, cst.Name) and isinstance(line, cst.SimpleStatementLine)
                and len(line.body) == 1):
            return "this call is inside a comprehension that is not the whole value of a `name = [...]` statement"
        for_in = comp.for_in
        if for_in.inner_for_in is not None or for_in.ifs or for_in.asynchronous is not None:
            return "this call is inside a comprehension with more than one `for`, or an `if`"
        if not any(n is call for n in walk(comp.elt)):
            return "this call is in a comprehension's iterable or target"
        target = for_in.target
        targets = [target] if isinstance(target, cst.Name) else [
            e.value for e in target.elements] if isinstance(target, (cst.Tuple, cst.List)) else [None]
        if not all(isinstance(t, cst.Name) for t in targets):
            return "this call is inside a comprehension whose target is not a name or a tuple of names"
        names = self.context.names
        inside = counted_uses(comp, set())
        declared_anywhere = {n for node in names.nodes if type(node) in (ast.Global, ast.Nonlocal) for n in node.names}
        bound = [assign.targets[0].target.value, *(t.value for t in targets)]
        if inside[bound[0]] or any(n == group.key or n in declared_anywhere or inside[n] != names.uses[n]
                                   for n in bound[1:]) or bound[0] in declared_anywhere:
            return ("this call is inside a comprehension whose names are used elsewhere, so a loop binding "
                    "them would change what they hold")
        if any(self._threaded_call(group, n) for n in walk(for_in.iter)):
            return "this call is in a comprehension's iterable"
        events: list = []
        reason = self._events(group, comp.elt, events, declared)
        if reason:
            return reason
        if [n for k, n in events if k == "T"] != [call] or events[0] != ("T", call):
            return ("this call is inside a comprehension whose element evaluates something before it or calls "
                    "another threaded function")
        return assign

    def _statement(self, call: cst.Call) -> tuple[cst.CSTNode | None, object]:
        """(the statement a call is in, the parts of it evaluated with the call, in order), or (None,
        why it cannot be rewritten)."""
        node: cst.CSTNode = call
        parent = self._parents[node]
        while not isinstance(parent, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
            if isinstance(parent, (cst.Param, cst.Decorator)):
                return None, "this call is in a default value or a decorator"
            node, parent = parent, self._parents[parent]
        if isinstance(parent, (cst.Expr, cst.Return, cst.Assign, cst.AnnAssign)) and node is parent.value:
            region = [parent.value]
        elif isinstance(parent, cst.AugAssign) and node is parent.value:
            region = [parent.target, parent.value]
        elif isinstance(parent, cst.If) and node is parent.test:
            if isinstance(self._parents.get(parent), cst.If):
                return None, "this call is in an `elif` test"
            return parent, [parent.test]
        elif isinstance(parent, cst.For) and node is parent.iter:
            return parent, [parent.iter]
        elif isinstance(parent, cst.With) and isinstance(node, cst.WithItem):
            return parent, [item.item for item in parent.items]
        elif isinstance(parent, cst.While):
            return None, "this call is in a `while` test, evaluated again on every iteration"
        else:
            return None, "omnifix cannot move this call out of its statement"
        line = self._parents.get(parent)
        if not isinstance(line, cst.SimpleStatementLine) or len(line.body) > 1:
            return None, "this call's statement shares its line with others"
        return parent, region

    def _order(self, group: _Group, site: _Site, region: list, declared: set[str]) -> str | None:
        """Plan every call of a threaded function in `site`'s statement; return why moving them
        out of the statement would change what is evaluated when, if it would."""
        events: list[tuple[str, cst.CSTNode]] = []
        for expr in region:
            reason = self._events(group, expr, events, declared)
            if reason:
                return reason
        calls = [n for kind, n in events if kind == "T"]
        statement, threaded = site.statement, site.where in group.members
        key = group.state(threaded)
        single = calls == [region[-1]]
        if single and isinstance(statement, cst.Assign) and len(statement.targets) == 1 and not any(
                isinstance(n, cst.Name) and n.value == group.key or self._is_state(group, n)
                for n in walk(statement.targets[0])):
            group.direct_statements[statement] = (key, None)
        elif single and isinstance(statement, cst.Expr):
            group.direct_statements[statement] = (key, "_" if "_" not in self.context.names.identifiers
                                                  else self._temporary(calls[0], set()))
        elif single and isinstance(statement, cst.Return) and threaded:
            group.returns.pop(statement, None)  # `return f(key, ...)` already returns (result, key)
        else:
            for index, (kind, node) in enumerate(events):
                if kind == "X":
                    holder = next((c for c in calls if _contains(c, node)), None)
                    later = [n for k, n in events[index + 1:] if k == "T"]
                    if later[:later.index(holder) if holder in later else len(later)]:
                        what = " ".join(self._module.code_for_node(node).split())
                        what = what if len(what) <= 40 else what[:37] + "..."
                        return (f"`{what}` is evaluated before this call; moving the call out of the expression "
                                "would change that order")
            used: set[str] = set()
            for call in calls:
                group.hoisted[call] = (self._temporary(call, used), key)
            group.hoists[statement] = calls
        group.sites.append(site)
        for call in calls:
            group.calls[call] = key
        return None

    def _temporary(self, call: cst.Call, used: set[str]) -> str:
        """A new name for the result of `call`, free in the file and in `used` (which it joins)."""
        func = call.func.args[0].value if isinstance(call.func, cst.Call) else call.func
        base = f"{func.attr.value if isinstance(func, cst.Attribute) else func.value}_result"
        name, number = base, 1
        while name in self.context.names.identifiers or name in used:
            number += 1
            name = f"{base}_{number}"
        used.add(name)
        return name

    def _events(self, group: _Group, expr: cst.CSTNode, events: list, declared: set[str]) -> str | None:
        """Append, in evaluation order, the calls of threaded functions ("T") and what must not move
        across them ("X": calls of other code, reads of the key, of attributes, of the globals a
        threaded function declares). Returns why a call cannot be moved, if one cannot."""

        def later(node: cst.CSTNode, what: str) -> str | None:
            if any(self._threaded_call(group, n) for n in walk(node)):
                return f"this call is {what}, evaluated only sometimes or later"
            if any(isinstance(n, (cst.Call, cst.Name, cst.Attribute)) for n in walk(node)):
                events.append(("X", node))
            return None

        def visit(node: cst.CSTNode) -> str | None:
            if isinstance(node, cst.Name):
                if node.value == group.key or node.value in declared:
                    events.append(("X", node))
                return None
            if isinstance(node, cst.Attribute):
                if self._is_state(group, node):
                    events.append(("X", node))
                    return None
                if self._module_attribute(node):
                    return None
                reason = visit(node.value)
                events.append(("X", node))
                return reason
            if isinstance(node, cst.Call):
                func = node.func
                if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
                    func = func.value  # a method of a variable: looked up first, but nothing can change it
                for child in [func, *(a.value for a in node.args)]:
                    reason = visit(child)
                    if reason:
                        return reason
                if self._threaded_call(group, node):
                    events.append(("T", node))
                elif not self._pure(node):
                    events.append(("X", node))
                return None
            if isinstance(node, cst.Lambda):
                return later(node, "inside a lambda")
            if isinstance(node, _COMPREHENSIONS):
                first = node.for_in.iter
                reason = visit(first)
                for part in [*(n for n in node.children if n is not node.for_in),
                             *(n for n in node.for_in.children if n is not first)]:
                    reason = reason or later(part, "inside a comprehension")
                return reason
            if isinstance(node, cst.IfExp):
                return (visit(node.test) or later(node.body, "in a conditional expression's branch")
                        or later(node.orelse, "in a conditional expression's branch"))
            if isinstance(node, cst.BooleanOperation):
                return visit(node.left) or later(node.right, "on the right of `and`/`or`")
            if isinstance(node, cst.Comparison):
                reason = visit(node.left) or visit(node.comparisons[0].comparator)
                for target in node.comparisons[1:]:
                    reason = reason or later(target.comparator, "in a chained comparison")
                return reason
            if isinstance(node, cst.Arg):
                return visit(node.value)
            for child in node.children:
                reason = visit(child)
                if reason:
                    return reason
            if isinstance(node, (cst.Await, cst.Yield, cst.NamedExpr)):
                events.append(("X", node))
            return None

        return visit(expr)

    def _module_attribute(self, node: cst.Attribute) -> bool:
        root = node
        while isinstance(root, cst.Attribute):
            root = root.value
        names = self.context.names
        return isinstance(root, cst.Name) and root.value in names.imported and root.value not in names.ambiguous

    def _threaded_call(self, group: _Group, node: cst.CSTNode) -> bool:
        if not isinstance(node, cst.Call):
            return False
        func = node.func
        if isinstance(func, cst.Call) and func.args and _JIT in self.qualified_names(func.func):
            func = func.args[0].value
        return func in group.refs

    def _pure(self, call: cst.Call) -> bool:
        """Calls that may run in another order relative to a threaded function's: JAX, numpy (not
        numpy.random), math and a few builtins."""
        names = self.qualified_names(call.func)
        if any(n.startswith(_PURE) or (n.startswith("numpy.") and not n.startswith("numpy.random."))
               for n in names) or names & {_JIT, PARTIAL}:
            return True
        func, known = call.func, self.context.names
        return (isinstance(func, cst.Name) and func.value in _PURE_BUILTINS
                and func.value not in known.meanings and func.value not in known.rebound)

    def _check_callees(self, group: _Group, member: cst.FunctionDef, functions) -> None:
        """A threaded function must not call other code of the module that reads the key: the
        variable no longer changes while threaded code runs."""
        readers = set(self._references(group, group.key)) if group.origin is None else set()
        for n in _own(member):
            if group.origin is not None and isinstance(n, cst.Call) and not self._threaded_call(group, n) and any(
                    (self._absolute(q) or "").startswith(group.origin + ".") for q in self.qualified_names(n.func)):
                group.problems.append((n, f"this call of `{group.origin}` may use `{group.key}`, which no longer "
                                          f"changes while `{member.name.value}` runs"))
            if isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and not self._threaded_call(group, n):
                for callee in functions.get(n.func.value, ()):
                    if callee not in group.members and any(x in readers for x in walk(callee)):
                        why = (f"`{callee.name.value}` uses `{group.key}`, which no longer changes while "
                               f"`{member.name.value}` runs")
                        group.problems.append((n, why))

    # -- deciding and reporting ------------------------------------------------------------------

    def _decide(self, group: _Group) -> None:
        """Report the group; commit its edits when nothing blocks it and no line of it is suppressed."""
        members = sorted(group.members, key=lambda m: self._position(m).start.line)
        key, origin = group.key, group.origin
        external = [(name, ref) for name, refs in group.external.items() for ref in refs]
        if not group.problems and self.context.suppressions:
            edited = [s.statement for s in group.sites] + members + list(group.drivers)
            found = positions(self._module, edited)
            lines = {line for n in edited for line in range(found[n].start.line, found[n].end.line + 1)}
            if self.context.suppressed(self.CODE, lines):
                first = members[0] if members else external[0][1]
                group.problems.append((first, "a line it changes has `# omnifix: ignore`"))
        if group.problems:
            found = positions(self._module, [n for n, _ in group.problems if n is not None])
            reasons = "; ".join(why if n is None else f"{why} (line {found[n].start.line})"
                                for n, why in group.problems)
            for member in members:
                if group.members[member] == "direct":
                    self.report(member.name, f"{self._problem(group, member)} Not rewritten: {reasons}. Pass the "
                                f"key in and return the new one: `def {member.name.value}({key}, ...)` ... `return "
                                f"result, {key}`, called as `result, {key} = {member.name.value}({key}, ...)`.")
            why = "; ".join(dict.fromkeys(why for _, why in group.problems))
            for name, ref in external:  # the exporter is transformed again without the change
                where = os.path.abspath(self.context.path)
                self.publish(group.targets[name], Refusal(where, self._position(ref).start.line, why))
            return
        state = None
        if origin is not None and any(k == _STATE for k in [*group.calls.values(), *(
                k for _, k in group.hoisted.values()), *(k for k, _ in group.direct_statements.values())]):
            state = f"{self._module_name(origin)}.{key}"
        for member in members:
            name = member.name.value
            importers = self._importers(name) if group.owner is self._module else []
            callers = "its callers in this module" + (f" and in {', '.join(importers)}" if importers else "")
            self.report(member.name, f"{self._problem(group, member)} Now `{name}` takes `{key}` as its first "
                        f"parameter and returns `(result, {key})`; {callers} pass and keep the key.", Tier.SAFE)
            if group.owner is self._module:
                self.publish(name, key if origin is None else (origin, key))
                if not name.startswith("_") and not importers:
                    self.report(member.name, f"`{name}` can be imported by other modules: update their calls by "
                                f"hand to `result, {key} = {name}({key}, ...)`.")
            self._params[member] = key
        for name, ref in external:
            if not any(f in group.members for f in self._enclosing(ref)):
                defined = group.targets[name].rpartition(".")[0]
                self.report(ref, f"`{name}` of `{defined}` now takes its PRNG key first and returns `(result, "
                            f"{key})`: this call passes and keeps `{state}`, the variable it used.", Tier.SAFE)

        def spelled(k: str) -> str:
            return state if k == _STATE else k

        self._returns.update(group.returns)
        self._undeclare.update(group.undeclare)
        self._calls.update({call: spelled(k) for call, k in group.calls.items()})
        self._hoisted.update({call: (name, spelled(k)) for call, (name, k) in group.hoisted.items()})
        self._hoists.update(group.hoists)
        self._loops.update(group.loops)
        self._direct.update({n: (spelled(k), name) for n, (k, name) in group.direct_statements.items()})
        self._shift.update(group.jit_calls)
        for driver in group.drivers if origin is None else ():
            if key not in self._declarations(driver):
                self._declare.setdefault(driver, []).append((group.declaration, key))

    def _module_name(self, module: str) -> str:
        """An expression for `module`: a name this module's imports bind to it (`from . import rng`),
        else one the import plan finds or adds."""
        names = self.context.names
        for name, meaning in sorted(names.imported.items()):
            if name not in names.rebound and self._absolute(meaning) == module:
                return name
        return self.imports.module(module)

    def _importers(self, name: str) -> list[str]:
        """The other files of the run that import `name` from this module, relative to its folder."""
        shared = self.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        return [f"`{os.path.relpath(path, here).replace(os.sep, '/')}`"
                for path, _ in (shared.importers.get(name, ()) if shared else ())]

    def _problem(self, group: _Group, member: cst.FunctionDef) -> str:
        key, name, why = group.key, member.name.value, group.members[member]
        state = (f"the global PRNG key `{key}` of `{group.origin}`" if group.origin is not None
                 else f"the global PRNG key `{key}`" if group.declaration == "global"
                 else f"the PRNG key `{key}` of `{group.owner.name.value}`")
        what = (f"`{name}` splits {state} and stores the new key back" if why == "direct"
                else f"`{name}` calls `{why}`, which updates {state}")
        return (f"{what}; {group.traced[member]}, so it returns the same random numbers on every call and leaves a "
                f"tracer in `{key}` (`UnexpectedTracerError` on its next use).")

    def _module_traced(self) -> dict[cst.FunctionDef, str]:
        """The functions `Traced` finds traced in the module, with how (made once per visit)."""
        if self._traced is None:
            names = self.context.names
            traced = Traced(names, self.resolve_ast)
            ast_defs = sorted((n for n in names.nodes if type(n) in DEFINITIONS),
                              key=lambda n: (n.lineno, n.col_offset))
            cst_defs, stack = [], [self._module]
            while stack:  # in the order of the source, as `ast_defs`
                node = stack.pop()
                if isinstance(node, cst.FunctionDef):
                    cst_defs.append(node)
                stack.extend(reversed(node.children))
            self._traced = {}
            if len(cst_defs) == len(ast_defs):
                self._traced = {c: traced.describe(a) for c, a in zip(cst_defs, ast_defs) if a in traced.reached}
        return self._traced

    def _traced_in(self, group: _Group, functions: dict[str, list[cst.FunctionDef]]) -> dict[cst.FunctionDef, str]:
        """The functions of the key's scope that may be traced, with how: those `Traced` finds
        (`codemods._traced`'s rules), those another module of the run traces (calls from a function
        it traces, or gives to a JAX transformation), those given to a transformation here, and
        every function one of these calls by name."""
        found: dict[cst.FunctionDef, str] = {}
        known = self._module_traced()
        shared = self.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        for name, defs in functions.items():
            for function in defs:
                how = known.get(function)
                if how is None and group.owner is self._module and shared is not None:
                    tracers = [p for p, traces in shared.importers.get(name, ()) if traces is True]
                    if tracers:
                        how = f"`{os.path.relpath(tracers[0], here).replace(os.sep, '/')}` traces it"
                if how is None:
                    transform = next(filter(None, (self._given_to(ref) for ref in self._references(group, name))), None)
                    how = f"it is given to `{transform}`" if transform else None
                if how is not None:
                    found[function] = how
        queue = list(found)
        while queue:
            caller = queue.pop(0)
            for name, defs in functions.items():
                if any(caller in self._enclosing(ref) for ref in self._references(group, name)):
                    for function in defs:
                        if function not in found:
                            found[function] = f"it is called from `{caller.name.value}`, which is traced"
                            queue.append(function)
        return found

    def _given_to(self, ref: cst.CSTNode) -> str | None:
        """The JAX transformation `ref` is given to as an argument (`jax.jit(f)`, `lax.scan(f, ...)`)."""
        arg = self._parents.get(ref)
        call = self._parents.get(arg)
        if not (isinstance(arg, cst.Arg) and isinstance(call, cst.Call) and arg in call.args):
            return None
        func = call.func
        if PARTIAL in self.qualified_names(func) and call.args:
            func = call.args[0].value
        found = self.qualified_names(func) & TRANSFORMS
        return min(found) if found else None

    def _check_importers(self, group: _Group, member: cst.FunctionDef) -> None:
        """A module-level function made pure whose calls elsewhere in the run cannot follow: one an
        importing module refused (`Refusal`), or one whose importers omnifix does not see."""
        if group.owner is not self._module:
            return
        name, shared = member.name.value, self.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        for refusal in shared.withdrawn.get(name, ()) if shared is not None else ():
            where = os.path.relpath(refusal.path, here).replace(os.sep, "/")
            group.problems.append((None, f"the call of `{name}` in `{where}` (line {refusal.line}) cannot follow: "
                                         f"{refusal.reason}"))
        if self._exported is None:  # what the run was told, as phase 1 computed it
            cls = type(self)
            self._exported = cls.exports(self.context.names) if cls.prefilter(self.context.source) else set()
        if name not in self._exported:
            group.problems.append((member, f"omnifix does not follow `{name}` into the modules importing it"))

    def _position(self, node: cst.CSTNode):
        return positions(self._module, [node])[node]

    def _report_attribute_keys(self) -> None:
        """Methods that split a key held on an attribute, where the module traces them."""
        traced = None
        classes = [n for n in self.context.names.tree.body if type(n) is ast.ClassDef]  # the same, in `ast`
        for cls, ast_cls in zip((n for n in self._module.body if isinstance(n, cst.ClassDef)), classes):
            ast_methods = [m for m in ast_cls.body if type(m) in DEFINITIONS]
            for method, ast_method in zip((m for m in cls.body.body if isinstance(m, cst.FunctionDef)), ast_methods):
                for n in _own(method):
                    attribute = self._attribute_rebinding(n) if isinstance(n, cst.Assign) else None
                    if attribute is not None:
                        traced = traced or Traced(self.context.names, self.resolve_ast)
                        if ast_method in traced.reached:
                            self.report(n, self._attribute_message(cls, method, n, attribute,
                                                                   traced.describe(ast_method)))
                        break

    def _attribute_rebinding(self, assign: cst.Assign) -> cst.Attribute | None:
        """The attribute `assign` rebinds from a split or fold_in of it (`self.key, k = split(self.key)`)."""
        for target in assign.targets:
            value = target.target
            for element in value.elements if isinstance(value, (cst.Tuple, cst.List)) else [value]:
                attribute = getattr(element, "value", element)
                if isinstance(attribute, cst.Attribute) and any(
                        isinstance(call, cst.Call) and self.qualified_names(call.func) & _SPLITS
                        and any(a.value.deep_equals(attribute) for a in call.args) for call in walk(assign.value)):
                    return attribute
        return None

    def _attribute_message(self, cls, method, assign, attribute, how: str) -> str:
        code = self._module.code_for_node
        held, name = code(attribute), attribute.attr.value
        params = [*method.params.posonly_params, *method.params.params]
        first = params[0].name.value if params else "self"
        rest = [code(p.with_changes(comma=cst.MaybeSentinel.DEFAULT)).strip() for p in params[1:]]
        line = " ".join(code(assign).split()).replace(held, name)
        return (f"`{cls.name.value}.{method.name.value}` splits the PRNG key held in `{held}` and stores the new key "
                f"back; {how}, so it returns the same random numbers on every call and leaves a "
                f"tracer in `{held}` (`UnexpectedTracerError` on its next use). Pass the key in and return the new "
                f"one: `def {method.name.value}({', '.join([first, name, *rest])}):` ... `{line}` ... `return "
                f"result, {name}`, and keep the key outside the transformed function, called as `result, {name} = "
                f"obj.{method.name.value}({name}, ...)`. Not rewritten: changing a method changes the class's "
                f"interface for code omnifix does not see.")

    # -- the rewrite -----------------------------------------------------------------------------

    def leave_Call(self, original_node, updated_node):
        if original_node in self._shift:
            updated_node = updated_node.with_changes(args=[
                a.with_changes(value=_shifted(a.value)) if a.keyword is not None and a.keyword.value in _SHIFTED
                else a for a in updated_node.args])
        key = self._calls.get(original_node)
        if key is None:
            return updated_node
        updated_node = updated_node.with_changes(args=[cst.Arg(_key(key)), *updated_node.args])
        moved = self._hoisted.get(original_node)
        if moved is None:
            return updated_node
        self._out[original_node] = updated_node
        return cst.Name(moved[0], lpar=updated_node.lpar, rpar=updated_node.rpar)

    def leave_Return(self, original_node, updated_node):
        key = self._returns.get(original_node)
        if key is None:
            return updated_node
        return updated_node.with_changes(value=_pair(updated_node.value or cst.Name("None"), key),
                                         whitespace_after_return=cst.SimpleWhitespace(" "))

    def leave_Assign(self, original_node, updated_node):
        if original_node not in self._direct:
            return updated_node
        key, _ = self._direct[original_node]
        target = updated_node.targets[0]
        return updated_node.with_changes(targets=[target.with_changes(target=_pair(target.target, key))])

    def leave_Expr(self, original_node, updated_node):
        if original_node not in self._direct:
            return updated_node
        key, name = self._direct[original_node]
        return cst.Assign([cst.AssignTarget(_pair(cst.Name(name), key))], updated_node.value,
                          semicolon=updated_node.semicolon)

    def leave_Global(self, original_node, updated_node):
        gone = self._undeclare.get(original_node)
        if not gone:
            return updated_node
        kept = [n for n in updated_node.names if n.name.value not in gone]
        if not kept:
            return cst.RemoveFromParent()
        kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return updated_node.with_changes(names=kept)

    leave_Nonlocal = leave_Global

    def leave_SimpleStatementLine(self, original_node, updated_node):
        if not updated_node.body:
            return tombstone(original_node)
        if original_node.body[0] in self._loops:
            return self._as_loop(self._loops[original_node.body[0]], updated_node)
        if original_node.body[0] in self._hoists:
            return self._with_hoists(original_node.body[0], updated_node)
        return updated_node

    def _as_loop(self, call: cst.Call, updated_node: cst.SimpleStatementLine):
        """`name = [elt for target in iterable]` (its call of a threaded function already replaced
        by a temporary name) as `name = []` and a loop: the call with the key, then the append."""
        assign = updated_node.body[0]
        comp, name = assign.value, assign.targets[0].target.value
        temporary, key = self._hoisted[call]
        body = cst.IndentedBlock([
            cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(_pair(cst.Name(temporary), key))],
                                                self._out[call].with_changes(lpar=[], rpar=[]))]),
            cst.SimpleStatementLine([cst.Expr(cst.Call(cst.Attribute(cst.Name(name), cst.Name("append")),
                                                       [cst.Arg(comp.elt)]))]),
        ])
        loop = cst.For(target=comp.for_in.target, iter=comp.for_in.iter, body=body)
        return cst.FlattenSentinel([updated_node.with_changes(body=[assign.with_changes(value=cst.List([]))]), loop])

    def leave_If(self, original_node, updated_node):
        if original_node in self._hoists:
            return self._with_hoists(original_node, updated_node)
        return updated_node

    leave_For = leave_With = leave_If

    def _with_hoists(self, statement, updated_node):
        """The calls planned out of `statement` as statements of their own, then the statement."""
        before = []
        for call in self._hoists[statement]:
            name, key = self._hoisted[call]
            before.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(_pair(cst.Name(name), key))],
                                                              self._out[call].with_changes(lpar=[], rpar=[]))]))
        before[0] = before[0].with_changes(leading_lines=updated_node.leading_lines)
        return cst.FlattenSentinel([*before, updated_node.with_changes(leading_lines=[])])

    def leave_FunctionDef(self, original_node, updated_node):
        key = self._params.get(original_node)
        if key is not None:
            params = updated_node.params
            if params.posonly_params:
                params = params.with_changes(posonly_params=[cst.Param(cst.Name(key)), *params.posonly_params])
            else:
                params = params.with_changes(params=[cst.Param(cst.Name(key)), *params.params])
            body = list(updated_node.body.body)
            if not _terminates(original_node.body):
                body.append(cst.SimpleStatementLine([cst.Return(_pair(cst.Name("None"), key))]))
            updated_node = updated_node.with_changes(params=params, body=updated_node.body.with_changes(body=body))
        declarations = self._declare.get(original_node)
        if declarations:
            body = list(updated_node.body.body)
            at = 1 if body and _is_docstring(body[0]) else 0
            lines = [cst.SimpleStatementLine([(cst.Global if kind == "global" else cst.Nonlocal)(
                [cst.NameItem(cst.Name(k))])]) for kind, k in declarations]
            if at == 0:
                lines[0] = lines[0].with_changes(leading_lines=body[0].leading_lines)
                body[0] = body[0].with_changes(leading_lines=[])
            updated_node = updated_node.with_changes(
                body=updated_node.body.with_changes(body=[*body[:at], *lines, *body[at:]]))
        return updated_node


def _pair(value: cst.BaseExpression, key: str) -> cst.Tuple:
    """`value, key` (a tuple value in parentheses)."""
    if isinstance(value, cst.Tuple) and not value.lpar:
        value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return cst.Tuple([cst.Element(value), cst.Element(_key(key))], lpar=[], rpar=[])


def _key(key: str) -> cst.BaseExpression:
    """The key as an expression: a name, or another module's variable (`rng.key`)."""
    return cst.parse_expression(key) if "." in key else cst.Name(key)


def _contains(outer: cst.CSTNode, inner: cst.CSTNode) -> bool:
    return outer is not inner and any(n is inner for n in walk(outer))


def _is_docstring(statement: cst.CSTNode) -> bool:
    return (isinstance(statement, cst.SimpleStatementLine) and isinstance(statement.body[0], cst.Expr)
            and isinstance(statement.body[0].value, (cst.SimpleString, cst.ConcatenatedString)))


def _shifted(value: cst.BaseExpression) -> cst.BaseExpression | None:
    """`static_argnums` for a function with one more parameter first: non-negative indices + 1."""
    if isinstance(value, cst.Integer):
        return value.with_changes(value=str(int(value.value, 0) + 1))
    if isinstance(value, cst.UnaryOperation) and isinstance(value.operator, cst.Minus) and isinstance(
            value.expression, cst.Integer):
        return value
    if isinstance(value, (cst.Tuple, cst.List)):
        elements = []
        for element in value.elements:
            if not isinstance(element, cst.Element):
                return None
            moved = _shifted(element.value)
            if moved is None:
                return None
            elements.append(element.with_changes(value=moved))
        return value.with_changes(elements=elements)
    return None
