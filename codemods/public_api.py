"""API001 public-jax-api: replace removed and internal JAX names with their public successors.

## What it does
Looks up every JAX name the code reaches in `codemods/data/jax_api.json`, a table mined from JAX's
own changelog and `_deprecations` tables (`tools/build_jax_api.py` rebuilds it), and:

- **renames** it where the table has a public replacement: attribute chains
  (`jax.tree_multimap(f, a, b)` → `jax.tree.map(f, a, b)`, `xla.DeviceArray` →
  `jax.Array` with `import jax.interpreters.xla as xla` dropped once unused) and imports
  (`from jax import tree_multimap` → `from jax.tree import map as tree_multimap`,
  split out of an import list when only some names move; `import jax.experimental.stax as stax`
  → `import jax.example_libraries.stax as stax`);
- **rewrites calls** that have no one-name successor: `jax.ops.index_update(x, jax.ops.index[i], y)`
  → `x.at[i].set(y)` (and `index_add/mul/min/max` → `add/multiply/min/max`), `lax.tie_in(a, b)` → `b`;
- **reports** names with no mechanical public replacement, with the table's guidance.

A rename is applied only when the replacement exists in the target JAX (`--target-jax`, default:
the installed one). Replacements whose meaning differs (`jnp.DeviceArray` → `jax.Array` in an
`isinstance` is broader) are unsafe fixes, applied only with `--unsafe-fixes`.

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
from jax.tree import map as tree_multimap
total = tree_multimap(lambda a, b: a + b, xs, ys)
```
(`from jax.tree_util import tree_map as tree_multimap` when the target JAX predates `jax.tree`).

## Limitations
Only names the code spells out are found: `getattr(jax, "tree_map")` and string annotations are
left alone, as are comments. Methods of removed classes (`DeviceArray.tile()`) cannot be told
apart from other methods without types and are not reported. `jax.ops.index_*` calls whose index
is not written as `jax.ops.index[...]` in the call (an index object kept in a variable) and
`tie_in` calls whose first argument calls something are reported, not rewritten.
"""

from __future__ import annotations

import ast
import functools
import json
import re
from pathlib import Path

import libcst as cst
from libcst.helpers import get_full_name_for_node

from omnifix.codemod import Codemod, FileContext, NeedsScopes, resolve_without_scopes
from omnifix.edit import calls_something, walk
from omnifix.names import Names
from omnifix.positions import SourceText
from omnifix.results import Finding, Tier, Version

TABLE_PATH = Path(__file__).resolve().parent / "data" / "jax_api.json"
_AT_METHODS = {"index_update": "set", "index_add": "add", "index_mul": "multiply", "index_min": "min", "index_max": "max"}
_INDEX = "jax.ops.index"
_INDEX_EXP = "jax.numpy.index_exp"
_TIE_IN = "jax.lax.tie_in"
_KEYWORDS = {  # functions that still exist but lost keyword arguments: (renames, first-positional name)
    "jax.numpy.clip": ({"a_min": "min", "a_max": "max"}, "a"),
}
_KEYWORD_SINCE = (0, 4, 27)  # `min=`/`max=` exist from here
_CLIP_MESSAGE = (
    "`jax.numpy.clip`'s keyword arguments `a`, `a_min` and `a_max` were deprecated in jax 0.4.27 and removed in "
    "jax 0.10.0; pass the array positionally and use `min=` and `max=` instead."
)
_ALIAS_MODULES = {  # modules whose names were all aliases of `jax.*`: their import becomes `import jax`
    "jax.api": "`jax.api` was removed in jax 0.2.21; its names were aliases of `jax.*`: import `jax` instead.",
}
_ATOMIC = (cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.SimpleString, cst.Integer, cst.Float,
           cst.List, cst.Tuple, cst.Dict, cst.Set)


def _version(text: str | None) -> Version:
    return tuple(int(part) for part in re.findall(r"\d+", text or "")[:3])


@functools.cache
def table() -> dict[str, dict]:
    """The entries this codemod acts on, by old dotted name."""
    entries = json.loads(TABLE_PATH.read_text(encoding="utf-8"))["entries"]
    return {e["old"]: e for e in entries if e.get("match", "name") == "name" and e["kind"] != "remove"}


@functools.cache
def _spellings() -> tuple[frozenset[tuple[bytes, bytes]], dict[bytes, frozenset[bytes]], frozenset[bytes]]:
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


_CHAIN = re.compile(rb"\b(\w+)[\s\\)]*\.[\s\\]*(?=(\w+))")  # `a.b`, `(a).b`; `a.b.c` gives (a, b), (b, c)
_ALIAS = re.compile(rb"\bas[\s\\]+(\w+)")
_FROM = re.compile(rb"\bfrom[\s\\]+([\w.]+(?:[ \t\\]*\.[ \t\\]*[\w.]+)*)[\s\\]+import\b")
_WORD = re.compile(rb"\w+")
_OLD_KEYWORD = re.compile(rb"\b(?:a_min|a_max|a)[\s\\]*=(?!=)")


def _split(dotted: str) -> tuple[str, str]:
    module, _, leaf = dotted.rpartition(".")
    return module, leaf


def _dotted(text: str) -> cst.BaseExpression:
    return cst.parse_expression(text)


class PublicJaxApi(Codemod):
    CODE = "API001"
    NAME = "public-jax-api"
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
        pairs, froms, leaves = _spellings()
        chains = set(_CHAIN.findall(data))
        if not chains.isdisjoint(pairs):
            return True
        aliases = set(_ALIAS.findall(data))
        if aliases and any(first in aliases and second in leaves for first, second in chains):
            return True
        if b"clip" in data and _OLD_KEYWORD.search(data):
            return True
        modules = [m for m in (re.sub(rb"[\s\\]", b"", m) for m in _FROM.findall(data)) if m in froms]
        if modules:
            words = set(_WORD.findall(data))
            return any(not froms[m].isdisjoint(words) for m in modules)
        return False

    @classmethod
    def is_candidate(cls, names: Names) -> bool:
        """Some import or dotted reference, resolved through the file's imports, is in the table,
        or a call passes a keyword its function no longer takes."""
        return _mentions(names, table()) or bool(_old_keyword_lines(names))

    @classmethod
    def may_rewrite(cls, names: Names) -> bool:
        return _mentions(names, _rewritable()) or bool(_old_keyword_lines(names))

    @classmethod
    def lines(cls, names: Names) -> set[int]:
        """The lines of the imports and the names (attribute chains included) the table knows."""
        known = table()
        found: set[int] = set()
        inner: set[int] = set()  # the parts of a chain already looked at whole
        for node in names.nodes:
            kind = type(node)
            if kind is ast.Attribute or kind is ast.Name:
                if id(node) in inner:
                    continue
                rest, value = "", node
                while type(value) is ast.Attribute:
                    inner.add(id(value.value))
                    rest, value = f".{value.attr}{rest}", value.value
                if type(value) is not ast.Name:
                    continue
                dotted = [meaning + rest for meaning in names.meanings.get(value.id, ())]
            elif kind is ast.Import:
                dotted = [alias.name for alias in node.names]
            elif kind is ast.ImportFrom and node.module and not node.level:
                dotted = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                continue
            if any(_lookup(d, known) for d in dotted):
                found.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        return found | _old_keyword_lines(names)

    @classmethod
    def findings_from_ast(cls, context: FileContext) -> list[Finding] | None:
        """When every table entry the file reaches is `manual` (nothing to rewrite), the visit
        reports each import alias of such a name and each outermost attribute chain that is one:
        those come from the `ast`. Not for `from M import ...` of such a module `M` (reported at
        `M`, which `ast` gives no position) or sharing its line with other code, removed keywords,
        or names left to scopes."""
        names = context.names
        known = table()
        for dotted in names.references:
            found = _lookup(dotted, known)
            if dotted in _ALIAS_MODULES or dotted.startswith(_INDEX) or found and found[0]["kind"] != "manual":
                return None
        if _old_keyword_lines(names):
            return None
        resolve = resolve_without_scopes(names)
        source = SourceText(context.source)
        reported: list[tuple[ast.AST, str]] = []
        outer: set[int] = set()  # attributes whose chain continues with a name of the table
        try:
            for node in names.nodes:
                kind = type(node)
                if kind is ast.Import:
                    reported += [(alias, found[0]["message"]) for alias in node.names
                                 if (found := _lookup(alias.name, known))]
                elif kind is ast.ImportFrom and node.module and not node.level:
                    if _lookup(node.module, known):
                        return None
                    found = [(alias, entry["message"]) for alias in node.names
                             if (entry := known.get(f"{node.module}.{alias.name}"))]
                    if found and source.text[source.starts[node.lineno - 1]:source.span(node)[0]].strip():
                        return None  # after `:` or `;`: maybe not a statement line of its own
                    reported += found
                elif kind is ast.Attribute and id(node) not in outer:
                    if type(node.value) is ast.Attribute and any(n in known for n in resolve(node)):
                        outer.add(id(node.value))
                    entry = next((known[n] for n in resolve(node) if n in known), None)
                    if entry is not None:
                        reported.append((node, entry["message"]))
        except NeedsScopes:
            return None
        made = []
        for node, message in reported:
            start, end = source.span(node)
            made.append(context.manual(cls, source.position(start), source.position(end)[0], message))
        return [finding for finding in made if finding is not None]

    # -- imports -------------------------------------------------------------------------------

    def __init__(self, context, wrapper) -> None:
        super().__init__(context, wrapper)
        self._unfixable_imports: list[tuple[cst.CSTNode, dict, str]] = []

    def _fix(self, node: cst.CSTNode, entry: dict, imported_as: str | None = None) -> bool:
        """Report a use of an old name and say whether it may be renamed to the entry's `new`.

        An import of a name with no replacement is reported at the end of the module, and only if
        the import stays: when every use of it was rewritten, the import goes away with them."""
        if entry["kind"] != "rename" or not entry.get("new"):
            if imported_as is None:
                self.report(node, entry["message"])
            else:
                self._unfixable_imports.append((node, entry, imported_as))
            return False
        return self.report(node, entry["message"], Tier(entry["tier"]), min_jax=_version(self._target(entry)[2]))

    def _target(self, entry: dict) -> tuple[str, str | None, str | None]:
        """(replacement, module to import for it, first JAX that has it): the newer spelling
        (`jax.tree.map`) when the target JAX has it, else `new`."""
        target = self.options.target_jax
        if entry.get("alt") and (target is None or target >= _version(entry["alt_since"])):
            return entry["alt"], None, entry["alt_since"]
        return entry["new"], entry.get("import"), entry.get("new_since")

    def leave_Module(self, original_node, updated_node):
        unused = self.imports.newly_unused()
        for node, entry, local in self._unfixable_imports:
            if local not in unused:
                self.report(node, entry["message"])
        return updated_node

    def leave_Import(self, original_node, updated_node):
        names = []
        for old_alias, alias in zip(original_node.names, updated_node.names):
            dotted = get_full_name_for_node(old_alias.name)
            if dotted in _ALIAS_MODULES:
                names.append(self._alias_module(old_alias, alias, dotted))
                continue
            found = _lookup(dotted, table())
            local = alias.evaluated_alias or dotted.partition(".")[0]
            if found:
                entry, rest = found
                new = self._target(entry)[0] + rest if entry.get("new") else None
                if new and alias.asname is None and new.partition(".")[0] != dotted.partition(".")[0]:
                    self.report(old_alias, entry["message"] + f" Not rewritten: `import {new}` would not bind `{local}`.")
                elif self._fix(old_alias, entry, local):
                    alias = alias.with_changes(name=_dotted(new))
            names.append(alias)
        return updated_node.with_changes(names=names)

    def _alias_module(self, old_alias, alias, dotted):
        """`import jax.api [as a]` -> `import jax [as a]`: the module was aliases of `jax.*`, and
        its names that are not (`ShapedArray`) are renamed where they are used."""
        if self.report(old_alias, _ALIAS_MODULES[dotted], Tier.SAFE):
            return alias.with_changes(name=cst.Name("jax"))
        return alias

    def leave_SimpleStatementLine(self, original_node, updated_node):
        """Rewrite `from M import a, b`, splitting it when some of its names move elsewhere; the
        moved names are imported where the old import stood (`x; from M import a; y` included)."""
        lines: list[list[cst.BaseSmallStatement] | cst.SimpleStatementLine] = [[]]
        for old_small, small in zip(original_node.body, updated_node.body):
            if isinstance(old_small, cst.ImportFrom) and not old_small.relative and old_small.module is not None:
                small, moved = self._import_from(old_small, small)
                if moved:
                    if small is not None:
                        lines[-1].append(small)
                    lines += [cst.SimpleStatementLine([statement]) for statement in moved] + [[]]
                    continue
                if small is None:
                    continue
            lines[-1].append(small)
        if len(lines) == 1:
            return updated_node.with_changes(body=lines[0])
        statements = []
        for part in lines:
            if isinstance(part, list):
                if not part:
                    continue
                part[-1] = part[-1].with_changes(semicolon=cst.MaybeSentinel.DEFAULT)
                part = updated_node.with_changes(body=part, leading_lines=())
            statements.append(part)
        statements[0] = statements[0].with_changes(leading_lines=updated_node.leading_lines)
        return cst.FlattenSentinel(statements)

    def _import_from(self, original: cst.ImportFrom, updated: cst.ImportFrom):
        """(what stays of the statement or None, new `from N import x` statements)."""
        module = get_full_name_for_node(original.module)
        if isinstance(original.names, cst.ImportStar):
            return updated, []
        found = _lookup(module, table())
        unfixable_module = None
        if found and found[0]["kind"] == "rename" and found[0].get("new"):
            if self._fix(original.module, found[0]):
                updated = updated.with_changes(module=_dotted(self._target(found[0])[0] + found[1]))
            return updated, []
        if found:
            unfixable_module = found[0]  # reported below, if some name still comes from it
        kept, moved = [], {}
        for old_alias, alias in zip(original.names, updated.names):
            dotted = f"{module}.{get_full_name_for_node(old_alias.name)}"
            entry = table().get(dotted)
            local = alias.evaluated_alias or get_full_name_for_node(old_alias.name)
            if entry and self._fix(old_alias, entry, local):
                new_module, leaf = _split(self._target(entry)[0])
                asname = None if local == leaf else cst.AsName(name=cst.Name(local))
                moved.setdefault(new_module, []).append(cst.ImportAlias(name=cst.Name(leaf), asname=asname))
            else:
                kept.append(alias)
        if unfixable_module is not None and kept:
            self.report(original.module, unfixable_module["message"])
        if not moved:
            return updated, []
        statements = [
            cst.ImportFrom(module=_dotted(new_module), names=_commas(aliases))
            for new_module, aliases in moved.items()
        ]
        if not kept:
            return None, statements
        kept[-1] = kept[-1].with_changes(comma=updated.names[-1].comma)  # a trailing comma only inside parentheses
        return updated.with_changes(names=kept), statements

    # -- references ----------------------------------------------------------------------------

    def leave_Attribute(self, original_node, updated_node):
        if any(isinstance(a, (cst.Import, cst.ImportFrom)) for a in self.ancestors()):
            return updated_node
        parent = self.parent()
        if isinstance(parent, cst.Attribute) and any(n in table() for n in self.qualified_names(parent)):
            return updated_node  # `jax.api` in `jax.api.jit`: the longer name has its own entry
        for name in self.qualified_names(original_node):
            entry = table().get(name)
            if name == _INDEX and self._inside_index_op():
                return updated_node  # the enclosing `index_*` call rewrites it, or reports why not
            if name == _INDEX:
                entry = {**(entry or {}), "kind": "rename", "tier": "safe", "new": _INDEX_EXP, "import": None,
                         "message": "`jax.ops.index` was removed in jax 0.3.2; `jax.numpy.index_exp` is the same helper."}
            if entry is None:
                continue
            if entry["kind"] == "call":
                parent = self.parent()
                if not (isinstance(parent, cst.Call) and parent.func is original_node):
                    self.report(original_node, entry["message"] + " Not rewritten: it is used as a value, not called.")
                return updated_node
            if not self._fix(original_node, entry):
                return updated_node
            new, needs, _ = self._target(entry)
            replacement = self._through_root(original_node, new, needs)
            if replacement is None:
                self.removing(original_node)
                replacement = self._through_import(new, needs)
            return _dotted(replacement).with_changes(lpar=updated_node.lpar, rpar=updated_node.rpar)
        return updated_node

    def _inside_index_op(self) -> bool:
        """The node being left is `jax.ops.index` in `index_update(x, jax.ops.index[...], y)`."""
        stack = self.ancestors()
        return (
            len(stack) >= 3
            and isinstance(stack[-1], cst.Subscript)
            and isinstance(stack[-2], cst.Arg)
            and isinstance(stack[-3], cst.Call)
            and any(_split(n)[0] == "jax.ops" and _split(n)[1] in _AT_METHODS for n in self.qualified_names(stack[-3].func))
        )

    def _through_root(self, node: cst.Attribute, new: str, needs: str | None) -> str | None:
        """`new` spelled off the chain's own root name, when that name is a module `new` lives in
        and that module makes it reachable (`jax.tree_multimap` -> `jax.tree_util.tree_map`,
        `np.product` -> `np.prod` where `np` is jax.numpy)."""
        root = node
        while isinstance(root, cst.Attribute):
            root = root.value
        if not isinstance(root, cst.Name):
            return None
        for module in self.qualified_names(root):
            if new.startswith(module + ".") and (needs is None or module == needs or module.startswith(needs + ".")):
                return root.value + new[len(module):]
        return None

    def _through_import(self, new: str, needs: str | None) -> str:
        """`new` reached through an import: the module it needs, else its top-level package."""
        module = needs or new.partition(".")[0]
        return self.imports.module(module) + new[len(module):]

    def leave_Call(self, original_node, updated_node):
        names = self.qualified_names(original_node.func)
        if _TIE_IN in names:
            return self._tie_in(original_node, updated_node)
        keywords = names & _KEYWORDS.keys()
        if keywords:
            return self._old_keywords(original_node, updated_node, *_KEYWORDS[min(keywords)])
        for name in names:
            module, leaf = _split(name)
            if module == "jax.ops" and leaf in _AT_METHODS:
                return self._index_op(original_node, updated_node, _AT_METHODS[leaf], name)
        return updated_node

    def _old_keywords(self, original, updated, renames: dict[str, str], first: str):
        """`jnp.clip(x, a_min=0, a_max=1)` -> `jnp.clip(x, min=0, max=1)`; `jnp.clip(a=x, ...)` ->
        `jnp.clip(x, ...)` when `a=` comes first (moving it would change evaluation order)."""
        keywords = [a.keyword.value for a in updated.args if a.keyword is not None]
        if not set(keywords) & (renames.keys() | {first}):
            return updated
        args = list(updated.args)
        if first in keywords and (args[0].keyword is None or args[0].keyword.value != first):
            self.report(original, _CLIP_MESSAGE + f" Not rewritten: `{first}=` is not the first argument.")
            return updated
        if not self.report(original, _CLIP_MESSAGE, Tier.SAFE, min_jax=_KEYWORD_SINCE):
            return updated
        for i, arg in enumerate(args):
            if arg.keyword is None:
                continue
            if arg.keyword.value == first:
                args[i] = arg.with_changes(keyword=None, equal=cst.MaybeSentinel.DEFAULT)
            elif arg.keyword.value in renames:
                args[i] = arg.with_changes(keyword=arg.keyword.with_changes(value=renames[arg.keyword.value]))
        return updated.with_changes(args=args)

    def _fix_call(self, call: cst.Call, message: str, why_not: str | None) -> bool:
        """Report a call to rewrite; True when the rewrite may be applied. It is reported, not
        rewritten, when `why_not` says so or when comments inside it would be lost."""
        if why_not is None and any(isinstance(n, cst.Comment) for n in walk(call)):
            why_not = "the call has comments inside, which the rewrite would drop"
        if why_not is not None:
            self.report(call, f"{message} Not rewritten: {why_not}.")
            return False
        return self.report(call, message, Tier.SAFE)

    def _tie_in(self, original, updated):
        entry = table().get(_TIE_IN)
        message = entry["message"] if entry else "`lax.tie_in` was removed; it has been a no-op since omnistaging."
        positional = [a for a in updated.args if a.keyword is None]
        plain = len(updated.args) == 2 and len(positional) == 2 and not calls_something(original.args[0].value)
        if not self._fix_call(original, message, None if plain else "its arguments are not two plain expressions"):
            return updated
        self.removing(original.func)
        self.removing(original.args[0].value)
        return _parenthesized(positional[1].value)

    def _index_op(self, original, updated, method: str, name: str):
        """`index_update(x, idx, y)` -> `jnp.asarray(x).at[idx].set(y)`: the old functions took any
        array-like and returned a JAX array, and `jax.ops.index[...]` only built the index tuple."""
        entry = table().get(name)
        message = entry["message"] if entry else f"`{name}` was removed; use `x.at[idx].{method}(y)`."
        args = updated.args
        positional = [a for a in args if a.keyword is None]
        plain = len(positional) == 3 and not any(a.star for a in args)
        if not self._fix_call(original, message, None if plain else "its arguments are not `x, idx, y`"):
            return updated
        self.removing(original.func)
        target, index, value = (a.value for a in positional)
        original_index = [a for a in original.args if a.keyword is None][1].value
        if isinstance(original_index, cst.Subscript) and _INDEX in self.qualified_names(original_index.value):
            self.removing(original_index.value)
            subscript = index.slice
        else:
            subscript = [cst.SubscriptElement(cst.Index(index))]
        array = _dotted(f"{self.imports.module('jax.numpy', 'jnp')}.asarray")
        at = cst.Subscript(
            value=cst.Attribute(value=cst.Call(func=array, args=[cst.Arg(target)]), attr=cst.Name("at")),
            slice=subscript,
        )
        keywords = [a for a in args if a.keyword is not None]
        call = cst.Call(func=cst.Attribute(value=at, attr=cst.Name(method)), args=_commas([cst.Arg(value), *keywords]))
        return call.with_changes(lpar=updated.lpar, rpar=updated.rpar)


@functools.cache
def _rewritable() -> dict[str, dict]:
    """The entries that can lead to a rewrite (`jax.ops.index` too: it becomes `index_exp`)."""
    return {old: e for old, e in table().items() if e["kind"] in ("rename", "call") and (e.get("new") or e["kind"] == "call")}


def _mentions(names: Names, known: dict[str, dict]) -> bool:
    """Some import or dotted reference of the file, resolved through its imports, is in `known`."""
    return any(_lookup(dotted, known) for dotted in names.references)


def _old_keyword_lines(names: Names) -> set[int]:
    """The lines of calls to a function of `_KEYWORDS` that pass one of its removed keywords."""
    if not any(d in _KEYWORDS for d in names.references):
        return set()
    found: set[int] = set()
    for node in names.nodes:
        if type(node) is not ast.Call or not node.keywords:
            continue
        func, rest = node.func, ""
        while type(func) is ast.Attribute:
            rest, func = f".{func.attr}{rest}", func.value
        if type(func) is not ast.Name:
            continue
        for meaning in names.meanings.get(func.id, ()):
            renames, first = _KEYWORDS.get(meaning + rest, ({}, None))
            if any(k.arg in renames or k.arg == first for k in node.keywords if k.arg):
                found.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return found


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
        item.with_changes(comma=cst.MaybeSentinel.DEFAULT if i == last else cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        for i, item in enumerate(items)
    ]


def _parenthesized(expression: cst.BaseExpression) -> cst.BaseExpression:
    """`expression`, in parentheses unless it is atomic or already has them."""
    if isinstance(expression, _ATOMIC) or expression.lpar:
        return expression
    return expression.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
