"""What the names of one module refer to, learnt from CPython's `ast` of its text.

libcst's qualified-name and scope metadata cost about seven bare parses of a file; CPython's `ast`
of the same text costs a fraction of one. `Names` holds the few facts codemods and the import plan
need, taken from that `ast`:

- which names imports bind, and to what (`import jax.numpy as np` binds `np` to `jax.numpy`);
- which of them are *ambiguous*: bound to two different things, or also bound by something else
  (an assignment, a parameter, a `for` target, a `def`) anywhere in the file. Only those depend on
  scopes, which `omnifix.scopes` resolves;
- every identifier in the file, the uses of each name, and the words inside the strings of
  annotations (`x: "np.ndarray"` uses `np`);
- the tree itself, walked once: every node (`nodes`), the nodes right below each (`children`),
  each node's subtree (`below`) and parent (`parents`). The codemods traverse the module through
  these instead of walking the `ast` again each (`ast.iter_child_nodes` and `ast.walk` take 20
  to 30 times as long per node as these look-ups).

For every other name, the one import binding it is the answer wherever the name appears, which is
what a scope analysis would conclude too (`tests/test_names.py` checks this against libcst on
every golden input).
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

import libcst as cst

_WORD = re.compile(r"[A-Za-z_]\w*")
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_IMPORTS = (ast.Import, ast.ImportFrom)
_TYPE_PARAMETERS = tuple(
    getattr(ast, n) for n in ("TypeVar", "ParamSpec", "TypeVarTuple") if hasattr(ast, n)
)


@dataclass(frozen=True)
class Names:
    tree: ast.Module
    nodes: list[ast.AST]  # every node of `tree`, in the order of `walk_ast`
    children: dict[ast.AST, list[ast.AST]]  # each node of `tree` -> the nodes right below it
    # (not the `ctx` of names; in the order of `ast.iter_child_nodes`; lists to read, not change)
    meanings: dict[str, frozenset[str]]  # name -> every dotted name imports bind it to
    imported: dict[str, str]  # name -> the dotted name its (unambiguous) imports bind it to
    ambiguous: frozenset[str]  # names imports bind that something else binds too, or differently
    rebound: frozenset[str]  # names bound by anything but an import in the module's own scope
    identifiers: frozenset[str]  # every identifier in the file, bound, used or an attribute
    uses: Counter  # `ast.Name` nodes (loads, stores, dels) per name
    annotation_words: frozenset[str]  # identifiers inside the strings of annotations
    references: frozenset[str]  # what imports name, and every attribute chain off an imported
    # name, resolved through every meaning the name has (`np.product` -> `jax.numpy.product`)

    @classmethod
    def of(cls, tree: ast.Module) -> Names:
        """One walk over `tree` (node types checked in order of frequency)."""
        meanings: dict[str, set[str]] = {}
        rebound: set[str] = set()  # by anything but an import
        identifiers: set[str] = set()
        uses: Counter = Counter()
        imports: list[ast.Import | ast.ImportFrom] = []
        annotations: list[ast.expr] = []
        chains: list[tuple[str, str]] = []  # (root name, .rest) of outermost attribute chains
        inner: set[int] = set()  # ids of attributes inside a longer chain
        Name, Attribute, Constant, Call, arg, keyword = (
            ast.Name,
            ast.Attribute,
            ast.Constant,
            ast.Call,
            ast.arg,
            ast.keyword,
        )
        Load = ast.Load
        nodes, children = _index(tree)
        for node in nodes:
            kind = type(node)
            if kind is Name:
                uses[node.id] += 1
                if type(node.ctx) is not Load:
                    rebound.add(node.id)
            elif kind is Attribute:
                identifiers.add(node.attr)
                value = node.value
                if type(value) is Attribute:
                    inner.add(id(value))
                if id(node) not in inner:
                    rest = "." + node.attr
                    while type(value) is Attribute:
                        rest = "." + value.attr + rest
                        value = value.value
                    if type(value) is Name:
                        chains.append((value.id, rest))
            elif kind is Constant or kind is Call:
                continue
            elif kind is arg:
                rebound.add(node.arg)
                if node.annotation is not None:
                    annotations.append(node.annotation)
            elif kind is keyword:
                if node.arg:
                    identifiers.add(node.arg)
            elif kind in _IMPORTS:
                imports.append(node)
            elif kind in _DEFINITIONS:
                rebound.add(node.name)
                if kind is not ast.ClassDef and node.returns is not None:
                    annotations.append(node.returns)
            elif kind is ast.AnnAssign:
                annotations.append(node.annotation)
            elif kind is ast.Global or kind is ast.Nonlocal:
                rebound.update(node.names)
            elif (
                kind is ast.ExceptHandler
                or kind is ast.MatchAs
                or kind is ast.MatchStar
                or kind in _TYPE_PARAMETERS
            ):
                if node.name:
                    rebound.add(node.name)
            elif kind is ast.MatchMapping and node.rest:
                rebound.add(node.rest)
        identifiers.update(uses)
        identifiers.update(rebound)
        top_level = {id(node) for node in _module_level_imports(tree.body)}
        references: set[str] = set()
        nested_imports: set[str] = set()
        for node in imports:
            for bound, meaning, dotted in _import_bindings(node):
                meanings.setdefault(bound, set()).add(meaning)
                identifiers.add(bound)
                references.add(dotted)
                if id(node) not in top_level:
                    nested_imports.add(bound)
        for root, rest in chains:
            references.update(meaning + rest for meaning in meanings.get(root, ()))
        words = {
            word
            for annotation in annotations
            for node in _below(children, annotation)
            if type(node) is Constant and isinstance(node.value, str)
            for word in _WORD.findall(node.value)
        }
        ambiguous = {name for name, found in meanings.items() if len(found) > 1 or name in rebound}
        return cls(
            tree=tree,
            nodes=nodes,
            children=children,
            meanings={name: frozenset(found) for name, found in meanings.items()},
            imported={
                name: next(iter(found)) for name, found in meanings.items() if name not in ambiguous
            },
            ambiguous=frozenset(ambiguous),
            rebound=frozenset(rebound | nested_imports),
            identifiers=frozenset(identifiers),
            uses=uses,
            annotation_words=frozenset(words),
            references=frozenset(references),
        )

    def below(self, node: ast.AST) -> list[ast.AST]:
        """`node` of `tree` and every node under it, in the order of `walk_ast`, from `children`
        (no walk of the `ast` again)."""
        return _below(self.children, node)

    @cached_property
    def parents(self) -> dict[ast.AST, ast.AST]:
        """Each node of `tree` but the module -> the node right above it, in the order of `nodes`
        (an operator, one object wherever it is written, has the last node using it)."""
        children = self.children
        return {child: node for node in self.nodes for child in children[node]}

    @cached_property
    def scopes(self):
        """The module's `omnifix.scopes.Scopes`, made once for every codemod that plans on this
        text (building them walks the whole tree)."""
        from omnifix.scopes import Scopes  # which is built on this module

        return Scopes(self)

    def resolve_ast(self, node: ast.expr) -> set[str] | None:
        """The dotted names a `Name` or attribute chain of `tree` refers to through the module's
        imports (empty when its root is not imported); None when that depends on scopes."""
        rest = ""
        while type(node) is ast.Attribute:
            rest, node = f".{node.attr}{rest}", node.value
        if type(node) is not ast.Name:
            return set()
        if node.id in self.ambiguous:
            return None
        meaning = self.imported.get(node.id)
        return set() if meaning is None else {meaning + rest}


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {
    ast.Name: (),
    ast.Constant: (),
}  # fields that may hold nodes


_NOT_NODES = {
    ast.Name: ("id",),
    ast.Constant: ("value", "kind"),
    ast.Attribute: ("attr",),
    ast.alias: ("name", "asname"),
    ast.arg: ("arg", "type_comment"),
    ast.keyword: ("arg",),
    ast.ImportFrom: ("module", "level"),
    ast.Global: ("names",),
    ast.Nonlocal: ("names",),
    ast.FunctionDef: ("name", "type_comment"),
    ast.AsyncFunctionDef: ("name", "type_comment"),
    ast.ClassDef: ("name",),
    ast.ExceptHandler: ("name",),
    ast.FormattedValue: ("conversion",),
    ast.comprehension: ("is_async",),
    **({ast.MatchClass: ("kwd_attrs",)} if hasattr(ast, "MatchClass") else {}),
}  # fields that hold identifiers and values, never nodes
_LEAF: list[ast.AST] = []  # what is below every node that has no node fields (never changed)
_GAPS = (ast.Dict, ast.arguments)  # list fields with None in them: `{**d}`, `*, a` in a `def`
_INDEX_FIELDS: dict[type, tuple[str, ...]] = {}  # per node type: the fields that may hold nodes


def _index(tree: ast.Module) -> tuple[list[ast.AST], dict[ast.AST, list[ast.AST]]]:
    """Every node of `tree` in the order of `walk_ast`, and the nodes right below each (not the
    `ctx` of names; in the order of their fields, as `ast.iter_child_nodes` gives them): one walk
    for every codemod's traversals."""
    found: list[ast.AST] = []
    children: dict[ast.AST, list[ast.AST]] = {}
    stack: list[ast.AST] = [tree]
    pop, extend, add = stack.pop, stack.extend, found.append
    AST, fields_of, gaps, leaf = ast.AST, _INDEX_FIELDS, _GAPS, _LEAF
    while stack:
        node = pop()
        add(node)
        kind = type(node)
        fields = fields_of.get(kind)
        if fields is None:
            skipped = ("ctx", *_NOT_NODES.get(kind, ()))
            fields = fields_of[kind] = tuple(f for f in kind._fields if f not in skipped)
        if not fields:
            children[node] = leaf
            continue
        below: list[ast.AST] = []
        for field in fields:
            value = getattr(node, field, None)
            if type(value) is list:
                below += [v for v in value if v is not None] if kind in gaps else value
            elif isinstance(value, AST):
                below.append(value)
        children[node] = below
        extend(below)
    return found, children


def _below(children: dict[ast.AST, list[ast.AST]], node: ast.AST) -> list[ast.AST]:
    """`node` and every node under it, from an index of `_index`, in the order of `walk_ast`."""
    found: list[ast.AST] = []
    stack = [node]
    pop, extend, add = stack.pop, stack.extend, found.append
    while stack:
        node = pop()
        add(node)
        extend(children[node])
    return found


def walk_ast(tree: ast.AST) -> list[ast.AST]:
    """Every node of `tree`, each before its children (the last child's subtree first), without
    the `ctx` of names: about twice as fast as `ast.walk`."""
    found: list[ast.AST] = []
    stack: list = [tree]
    pop, push, extend, add = stack.pop, stack.append, stack.extend, found.append
    AST, fields_of = ast.AST, _CHILD_FIELDS
    while stack:
        node = pop()
        if not isinstance(node, AST):
            continue  # an identifier in a list field (`global a, b`), a missing `Dict` key
        add(node)
        kind = type(node)
        fields = fields_of.get(kind)
        if fields is None:
            fields = fields_of[kind] = tuple(f for f in kind._fields if f != "ctx")
        for field in fields:
            value = getattr(node, field, None)
            if type(value) is list:
                extend(value)
            elif isinstance(value, AST):
                push(value)
    return found


def _module_level_imports(body: list[ast.stmt]):
    """The imports of a module's own scope: in its statements and the blocks of its `if`, `try`,
    `with`, `for` and `while` statements, not in functions or classes."""
    for statement in body:
        if isinstance(statement, _IMPORTS):
            yield statement
        elif not isinstance(statement, _SCOPES):
            for field in ("body", "orelse", "finalbody", "handlers", "cases"):
                for child in getattr(statement, field, ()):
                    yield from _module_level_imports(
                        child.body
                        if isinstance(child, (ast.excepthandler, ast.match_case))
                        else [child]
                    )


def _import_bindings(node: ast.Import | ast.ImportFrom):
    """(name bound, dotted name it refers to, dotted name imported) for each alias of an import."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.asname:
                yield alias.asname, alias.name, alias.name
            else:
                root = alias.name.partition(".")[0]
                yield root, root, alias.name
        return
    source = "." * node.level + (node.module or "")
    for alias in node.names:
        if alias.name != "*":
            dotted = f"{source}.{alias.name}" if node.module else f"{source}{alias.name}"
            yield alias.asname or alias.name, dotted, dotted


_CONSTANTS = ("None", "True", "False")  # names to libcst, constants to `ast`
_NOT_A_USE = (
    cst.FunctionDef,
    cst.ClassDef,
    cst.ImportAlias,
    cst.AsName,
    cst.NameItem,
    cst.Import,
    cst.ImportFrom,
    cst.MatchAs,
    cst.MatchStar,
    cst.MatchMapping,
    cst.MatchKeywordElement,
)


_FIELDS: dict[type, tuple[str, ...]] = {}  # libcst class -> the names of its fields
# class -> whether it is a libcst node: `isinstance(value, cst.CSTNode)` goes through the abstract
# base class's `__instancecheck__` in Python, several times the cost of this look-up
_IS_NODE: dict[type, bool] = {}


def _is_node(value: object) -> bool:
    found = _IS_NODE.get(type(value))
    if found is None:
        found = _IS_NODE[type(value)] = issubclass(type(value), cst.CSTNode)
    return found


def children(node: cst.CSTNode) -> list[cst.CSTNode]:
    """The nodes right below `node`, as `node.children` has them but in the order of its fields:
    `children` makes them by rebuilding `node` through a visitor, at some 20 times the cost."""
    names = _FIELDS.get(type(node))
    if names is None:
        names = _FIELDS[type(node)] = tuple(f.name for f in dataclasses.fields(node))
    found = []
    for name in names:
        value = getattr(node, name)
        if _is_node(value):
            found.append(value)
        elif isinstance(value, (list, tuple)):
            found += [item for item in value if _is_node(item)]
    return found


_NAME, _SKIPPED, _OTHER = 1, 2, 0  # what `counted_uses` does with a node of a class
_ROLES: dict[type, int] = {}


def _role(kind: type) -> int:
    found = _ROLES.get(kind)
    if found is None:
        found = _ROLES[kind] = (
            _NAME
            if issubclass(kind, cst.Name)
            else _SKIPPED
            if issubclass(kind, (cst.Import, cst.ImportFrom, cst.ImportAlias))
            else _OTHER
        )
    return found


def counted_uses(node: cst.CSTNode, seen: set[cst.CSTNode]) -> Counter:
    """The names used inside `node` that `Names.uses` counts, or fewer, never more: names in
    expressions, not attribute or keyword names, parameters, import paths or `as` targets.
    Nodes in `seen` are skipped (counted before), and the nodes visited are added to it."""
    found: Counter = Counter()
    stack: list[tuple[cst.CSTNode, cst.CSTNode | None]] = [(node, None)]
    roles = _ROLES
    while stack:
        current, parent = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        role = roles.get(type(current))
        if role is None:
            role = _role(type(current))
        if role == _NAME:
            if current.value not in _CONSTANTS and not (
                isinstance(parent, _NOT_A_USE)
                or (isinstance(parent, cst.Param) and parent.name is current)
                or (isinstance(parent, cst.Attribute) and parent.attr is current)
                or (isinstance(parent, cst.Arg) and parent.keyword is current)
                or (
                    parent is not None
                    and type(parent).__name__
                    in ("TypeVar", "ParamSpec", "TypeVarTuple", "TypeParam")
                )
            ):
                found[current.value] += 1
            continue
        if role == _SKIPPED:
            continue
        stack.extend((child, current) for child in children(current))
    return found
