"""What the names of one module refer to, learnt from CPython's `ast` of its text.

libcst's qualified-name and scope metadata cost about seven bare parses of a file; CPython's `ast`
of the same text costs a fraction of one. `Names` holds the few facts codemods and the import plan
need, taken from that `ast`:

- which names imports bind, and to what (`import jax.numpy as np` binds `np` to `jax.numpy`);
- which of them are *ambiguous*: bound to two different things, or also bound by something else
  (an assignment, a parameter, a `for` target, a `def`) anywhere in the file. Only those depend on
  scopes; `Codemod.qualified_names` resolves them with libcst's full analysis, computed for the
  file only when such a name is actually looked up;
- every identifier in the file, the uses of each name, and the words inside the strings of
  annotations (`x: "np.ndarray"` uses `np`).

For every other name, the one import binding it is the answer wherever the name appears, which is
what a scope analysis would conclude too (`tests/test_names.py` checks this against libcst on
every golden input).
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass

import libcst as cst

_WORD = re.compile(r"[A-Za-z_]\w*")
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef,
           ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


@dataclass(frozen=True)
class Names:
    imported: dict[str, str]  # name -> the dotted name its (unambiguous) imports bind it to
    ambiguous: frozenset[str]  # names imports bind that something else binds too, or differently
    rebound: frozenset[str]  # names bound by anything but an import in the module's own scope
    identifiers: frozenset[str]  # every identifier in the file, bound, used or an attribute
    uses: Counter  # `ast.Name` nodes (loads, stores, dels) per name
    annotation_words: frozenset[str]  # identifiers inside the strings of annotations

    @classmethod
    def of(cls, tree: ast.Module) -> Names:
        meanings: dict[str, set[str]] = {}
        rebound: set[str] = set()  # by anything but an import
        nested_imports: set[str] = set()
        identifiers: set[str] = set()
        uses: Counter = Counter()
        words: set[str] = set()
        stack: list[tuple[ast.AST, bool, bool]] = [(tree, False, False)]
        while stack:
            node, nested, annotation = stack.pop()
            if isinstance(node, ast.Name):
                uses[node.id] += 1
                identifiers.add(node.id)
                if not isinstance(node.ctx, ast.Load):
                    rebound.add(node.id)
                continue
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for bound, meaning in _import_bindings(node):
                    meanings.setdefault(bound, set()).add(meaning)
                    identifiers.add(bound)
                    if nested:
                        nested_imports.add(bound)
                continue
            if isinstance(node, ast.Constant):
                if annotation and isinstance(node.value, str):
                    words.update(_WORD.findall(node.value))
                continue
            bound = _binding(node)
            if bound:
                rebound.update(bound)
                identifiers.update(bound)
            elif isinstance(node, ast.Attribute):
                identifiers.add(node.attr)
            elif isinstance(node, ast.keyword) and node.arg:
                identifiers.add(node.arg)
            inner = nested or isinstance(node, _SCOPES)
            annotated = _annotation(node)
            stack.extend(
                (child, inner, annotation or child is annotated) for child in ast.iter_child_nodes(node)
            )
        ambiguous = {name for name, found in meanings.items() if len(found) > 1 or name in rebound}
        return cls(
            imported={name: next(iter(found)) for name, found in meanings.items() if name not in ambiguous},
            ambiguous=frozenset(ambiguous),
            rebound=frozenset(rebound | nested_imports),
            identifiers=frozenset(identifiers),
            uses=uses,
            annotation_words=frozenset(words),
        )

    def resolve(self, node: cst.CSTNode) -> set[str] | None:
        """The dotted names a `Name` or attribute chain refers to through the module's imports
        (empty when its root is not imported); None when that depends on scopes."""
        dotted = dotted_name(node)
        if dotted is None:
            return set()
        root, _, rest = dotted.partition(".")
        if root in self.ambiguous:
            return None
        meaning = self.imported.get(root)
        if meaning is None:
            return set()
        return {f"{meaning}.{rest}" if rest else meaning}


def dotted_name(node: cst.CSTNode) -> str | None:
    """`a.b.c` for a chain of attributes on a name, else None."""
    parts = []
    while isinstance(node, cst.Attribute):
        parts.append(node.attr.value)
        node = node.value
    if not isinstance(node, cst.Name):
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


def _import_bindings(node: ast.Import | ast.ImportFrom):
    """(name bound, dotted name it refers to) for each alias of an import statement."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.asname:
                yield alias.asname, alias.name
            else:
                root = alias.name.partition(".")[0]
                yield root, root
        return
    source = "." * node.level + (node.module or "")
    for alias in node.names:
        if alias.name != "*":
            dotted = f"{source}.{alias.name}" if node.module else f"{source}{alias.name}"
            yield alias.asname or alias.name, dotted


def _annotation(node: ast.AST) -> ast.AST | None:
    if isinstance(node, (ast.arg, ast.AnnAssign)):
        return node.annotation
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return node.returns
    return None


def _binding(node: ast.AST) -> tuple[str, ...]:
    """Names a node other than an import or a `Name` binds (or, for global/nonlocal, redirects)."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return (node.name,)
    if isinstance(node, ast.arg):
        return (node.arg,)
    if isinstance(node, (ast.Global, ast.Nonlocal)):
        return tuple(node.names)
    if isinstance(node, ast.ExceptHandler) and node.name:
        return (node.name,)
    if isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
        return (node.name,)
    if isinstance(node, ast.MatchMapping) and node.rest:
        return (node.rest,)
    name = getattr(node, "name", None)  # type parameters (3.12+)
    if type(node).__name__ in ("TypeVar", "ParamSpec", "TypeVarTuple") and isinstance(name, str):
        return (name,)
    return ()


_CONSTANTS = ("None", "True", "False")  # names to libcst, constants to `ast`
_NOT_A_USE = (cst.FunctionDef, cst.ClassDef, cst.ImportAlias, cst.AsName, cst.NameItem,
              cst.Import, cst.ImportFrom, cst.MatchAs, cst.MatchStar, cst.MatchMapping,
              cst.MatchKeywordElement)


def counted_uses(node: cst.CSTNode, seen: set[cst.CSTNode]) -> Counter:
    """The names used inside `node` that `Names.uses` counts, or fewer, never more: names in
    expressions, not attribute or keyword names, parameters, import paths or `as` targets.
    Nodes in `seen` are skipped (counted before), and the nodes visited are added to it."""
    found: Counter = Counter()
    stack: list[tuple[cst.CSTNode, cst.CSTNode | None]] = [(node, None)]
    while stack:
        current, parent = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        if isinstance(current, cst.Name):
            if current.value not in _CONSTANTS and not (
                isinstance(parent, _NOT_A_USE)
                or (isinstance(parent, cst.Param) and parent.name is current)
                or (isinstance(parent, cst.Attribute) and parent.attr is current)
                or (isinstance(parent, cst.Arg) and parent.keyword is current)
                or (parent is not None and type(parent).__name__ in ("TypeVar", "ParamSpec", "TypeVarTuple", "TypeParam"))
            ):
                found[current.value] += 1
            continue
        if isinstance(current, (cst.Import, cst.ImportFrom)):
            continue
        stack.extend((child, current) for child in current.children)
    return found
