"""Reuse-or-add imports, and removal of the imports a rewrite left unused.

Codemods never edit import statements themselves. During a pass they ask the file's `ImportPlan`
for a name (`plan.module("numpy", "np")`, `plan.symbol("functools", "partial")`) and use the
expression it returns, and they hand it every node they remove (`release`). After the pass the
engine calls `apply`, which adds the imports that were asked for and removes the imports whose
every use was inside removed nodes. Rules:

- an existing module-level binding is reused (`import numpy as onp` makes `onp` the answer) when
  nothing else in the file binds that name;
- a new binding never takes a name that appears anywhere in the file (`np` may be jax.numpy);
- a module of the file's own top-level package is imported as the file imports its package:
  relatively (`from . import rng`, `from ..util import rng`) when it has a relative import and no
  absolute import of that package, else by its absolute name (which is only the folder omnifix
  took for the package: wrong when the package is vendored or nested under another name); a
  package the file is in is reached relatively only from its parent (`from .. import sub`), so a
  top-level one is always imported by name;
- a new import goes where isort would put it when the imports opening the file are grouped by
  section as isort does (the standard library, other packages, the file's relative imports; a
  blank line between groups): into its section's group, at its sorted place when the group is
  sorted (isort's default, `import` lines before `from` lines, or all by module), else after the
  group's last line; a section the file lacks becomes a new group in section order. Otherwise (a
  group mixing sections) a standard-library import goes after the file's first standard-library
  group when that group opens the imports, any other after the imports that open the file;
- an import is removed only when a rewrite removed its last use (imports that were unused before
  are the user's business), and a removed name never stays behind in an import list.

Everything is decided from the `Names` of the module the pass started from (what imports bind,
what else binds a name, every use of it), so no analysis of the rewritten module is needed.
"""

from __future__ import annotations

import ast
import bisect
import sys
from collections import Counter

import libcst as cst
from libcst.helpers import get_full_name_for_node

from omnifix.edit import StatementTransformer, tidy, tombstone, tombstones
from omnifix.modules import Module
from omnifix.names import Names, counted_uses
from omnifix.positions import code

Key = tuple[str, "str | None"]  # (module, name) or (module, None) for the module itself


class ImportPlan:
    """The imports one file needs added, and the ones a pass's removals may have left unused."""

    def __init__(self) -> None:
        self._module: cst.Module | None = None
        self._names: Names | None = None
        self._hidden: frozenset[cst.CSTNode] = frozenset()
        # per package the requests named (None: unknown), `_bindings`
        self._known: dict[str | None, tuple[dict[Key, str], set[str]]] = {}
        self._additions: dict[Key, str] = {}
        self._removed: Counter = Counter()  # uses of each name inside the removed nodes
        self._released: set[cst.CSTNode] = set()
        self._handed: set[str] = set()  # root names of the expressions handed out in this pass
        self.dropped: set[str] = set()  # the names whose imports the last `apply` removed
        self._fresh: set[str] = set()  # root names handed out since the last `replaced`

    def start(
        self, module: cst.Module | None, names: Names, hidden: frozenset[cst.CSTNode] = frozenset()
    ) -> None:
        """Begin a pass over `module`, whose names are `names`; None: only asked for names (by a
        plan, on the `ast`), never applied. `hidden`: top-level statements of `module` that stand
        for others and are never entered (`omnifix.sparse`)."""
        self._module = module
        self._names = names
        self._hidden = hidden
        self._known = {}
        self._additions.clear()
        self._removed.clear()
        self._released.clear()
        self._handed.clear()
        self._fresh.clear()

    # -- requests made by codemods -------------------------------------------------------------

    def module(self, name: str, preferred: str | None = None, package: str | None = None) -> str:
        """An expression naming module `name`: an existing binding, else a new import that shadows
        nothing: `import a.b` when no alias is preferred and `a` is free or already the module `a`,
        else `import a.b as <preferred or b>`. `package`: what the file's relative imports start
        from (None: not known), to reuse its relative imports and import a module of its own
        package as it does (`from . import b`, `from . import b as <preferred or b>`)."""
        existing, taken = self._bindings(package)
        key = (name, None)
        if key in existing:
            return self._hand(existing[key])
        relative = self._relative(name, package)
        if relative is not None:
            if relative not in self._additions:
                self._additions[relative] = self._free(preferred or relative[1])
            return self._hand(self._additions[relative])
        if key not in self._additions:
            root = name.partition(".")[0]
            if (
                preferred is None
                and "." in name
                and (existing.get((root, None)) == root or root not in taken)
            ):
                self._additions[key] = name  # `import a.b.c`, reached as `a.b.c`
            else:
                self._additions[key] = self._free(preferred or name.rpartition(".")[2])
        return self._hand(self._additions[key])

    def _relative(self, name: str, package: str | None) -> Key | None:
        """(source, name) of the relative import binding module `name` (`(".", "rng")`) when the
        file in `package` imports its own top-level package relatively only, and `name` is in it
        and not that package itself."""
        top = (package or "").partition(".")[0]
        parent, _, last = name.rpartition(".")
        if not top or parent.partition(".")[0] != top:
            return None
        assert self._names is not None, "start() the plan first"
        relative = False
        for statement in self._names.tree.body:
            if type(statement) is ast.ImportFrom and statement.level:
                relative = True
            elif type(statement) is ast.ImportFrom:
                if (statement.module or "").partition(".")[0] == top:
                    return None
            elif type(statement) is ast.Import:
                if any(alias.name.partition(".")[0] == top for alias in statement.names):
                    return None
        if not relative:
            return None
        here, there = package.split("."), parent.split(".")
        common = 0
        while common < min(len(here), len(there)) and here[common] == there[common]:
            common += 1
        return "." * (len(here) - common + 1) + ".".join(there[common:]), last

    def symbol(self, module: str, name: str) -> str:
        """An expression naming `module.name`, preferring an existing `from module import name`."""
        existing, _ = self._bindings()
        if (module, name) in existing:
            return self._hand(existing[(module, name)])
        if (module, None) in existing:
            return f"{self._hand(existing[(module, None)])}.{name}"
        if (module, name) not in self._additions:
            self._additions[(module, name)] = self._free(name)
        return self._hand(self._additions[(module, name)])

    def _hand(self, expression: str) -> str:
        root = expression.partition(".")[0]
        self._handed.add(root)
        self._fresh.add(root)
        return expression

    def release(self, node: cst.CSTNode) -> None:
        """`node` (of the module being transformed) leaves the tree, with every use inside it."""
        self._removed.update(counted_uses(node, self._released))

    def replaced(self, before: cst.CSTNode, after: cst.CSTNode | None) -> None:
        """`before` (possibly already rewritten inside) leaves the tree for `after` (None:
        nothing), which an edit made asking this plan for names: the uses inside `before` that
        `after` does not keep are removed (a name the edit was handed is the plan's, not a kept use)."""
        removed = counted_uses(before, set())
        if after is not None:
            kept = counted_uses(after, set())
            removed -= Counter(
                {name: count for name, count in kept.items() if name not in self._fresh}
            )
        self._fresh.clear()
        self._removed.update(removed)

    def restored(self, node: cst.CSTNode) -> None:
        """`node`, made of parts of a node that left the tree (`replaced`), goes back into it
        elsewhere (a lambda moved into a `def` before its statement): its uses are kept."""
        self._removed.subtract(counted_uses(node, set()))
        self._removed = +self._removed  # no negative counts

    def _bindings(self, package: str | None = None) -> tuple[dict[Key, str], set[str]]:
        """(reusable module-level import bindings, every name bound or used anywhere), once a pass
        (and `package`: what relative imports start from, None: relative imports are not read).

        A binding is reusable when every import binding its name refers to the same object and
        nothing else (an assignment, a parameter, an import in a nested scope) binds that name.
        """
        if package not in self._known:
            assert self._names is not None, "start() the plan first"
            rebound = self._names.rebound
            taken = set(self._names.identifiers)
            meanings: dict[str, set[Key]] = {}
            candidates: dict[Key, str] = {}
            for statement in self._names.tree.body:
                for key, expression, meaning in _bindings(statement, package):
                    root = expression.partition(".")[0]
                    meanings.setdefault(root, set()).add(meaning)
                    candidates.setdefault(key, expression)
            existing = {
                key: expression
                for key, expression in candidates.items()
                if len(meanings[expression.partition(".")[0]]) == 1
                and expression.partition(".")[0] not in rebound
            }
            self._known[package] = (existing, taken)
        return self._known[package]

    def _free(self, preferred: str) -> str:
        _, taken = self._bindings()
        used = taken | set(self._additions.values())
        for candidate in [preferred, f"o{preferred}"] + [f"{preferred}_{i}" for i in range(1, 100)]:
            if candidate not in used:
                return candidate
        raise RuntimeError(f"no free name for {preferred}")

    # -- applied by the engine after a pass ----------------------------------------------------

    def apply(self, module: cst.Module) -> cst.Module:
        """`module` (the pass's output) with the imports added and the newly unused ones removed."""
        added: list[cst.SimpleStatementLine] = []
        if self._additions:
            module, added = _add(module, self._additions)
        # a name the new code uses stays bound: by an import just added, else by the old ones
        bound_by_added = {
            _bound_name(alias).partition(".")[0] for line in added for alias in line.body[0].names
        }
        unused = self.newly_unused(keep=self._handed - bound_by_added)
        self.dropped = unused
        if unused:
            made = tombstones()
            dropper = _DropAliases(unused, added, self._hidden | self._without_imports_of(unused))
            body, clean = [], set()  # clean: the statements left with no tombstone made here
            for statement in module.body:
                before = tombstones()
                new = statement.visit(dropper)
                if tombstones() == before:
                    clean.add(new)
                body.append(new)
            module = tidy(module.with_changes(body=body), made, frozenset(clean))
        self._additions.clear()
        self._removed.clear()
        self._released.clear()
        self._handed.clear()
        return module

    def _without_imports_of(self, unused: set[str]) -> set[cst.CSTNode]:
        """The top-level statements of the pass's module with no import binding a name of
        `unused`, from the `ast`: left alone, they are not rebuilt."""
        assert self._module is not None and self._names is not None
        statements = self._names.tree.body
        starts = [statement.lineno for statement in statements]  # a nested import is past them
        holding = set()
        for node in self._names.nodes:
            if type(node) is ast.Import or type(node) is ast.ImportFrom:
                if any(
                    (alias.asname or alias.name).partition(".")[0] in unused for alias in node.names
                ):
                    holding.add(max(bisect.bisect_right(starts, node.lineno) - 1, 0))
        skip, index = set(), 0
        for statement in self._module.body:
            count = len(statement.body) if isinstance(statement, cst.SimpleStatementLine) else 1
            if not any(index <= at < index + count for at in holding):
                skip.add(statement)
            index += count
        return skip

    def newly_unused(self, keep: set[str] | None = None) -> set[str]:
        """Names bound by imports all of whose uses were removed in this pass (so far), other than
        `keep` (by default: every name the new code reaches an import through)."""
        keep = self._handed if keep is None else keep
        assert self._module is not None and self._names is not None
        names = self._names
        exported = _dunder_all(self._module)
        return {
            name
            for name, removed in self._removed.items()
            if (name in names.imported or name in names.ambiguous)
            and removed == names.uses[name]
            and name not in exported
            and name not in names.annotation_words
            and name not in keep
        }


def _bindings(statement: ast.stmt, package: str | None = None):
    """(key, expression, meaning) for what a module-level import statement makes reachable: `key`
    is (module, name-or-None), `expression` how the code reaches it, `meaning` what its root name is
    (a relative import, made absolute from `package`, only when it is given)."""
    if type(statement) is ast.Import:
        for alias in statement.names:
            dotted = alias.name
            if alias.asname is not None:
                yield (dotted, None), alias.asname, (dotted, None)
                continue
            parts = dotted.split(".")
            for end in range(
                1, len(parts) + 1
            ):  # `import a.b.c` reaches a, a.b and a.b.c through `a`
                prefix = ".".join(parts[:end])
                yield (prefix, None), prefix, (parts[0], None)
    elif type(statement) is ast.ImportFrom and (statement.level or statement.module):
        if any(alias.name == "*" for alias in statement.names):
            return
        source = statement.module
        if statement.level:
            dotted = "." * statement.level + (statement.module or "")
            source = None if package is None else Module("", package).absolute(dotted)
            if not source:
                return
        for alias in statement.names:
            name = alias.name
            local = alias.asname or name
            yield (source, name), local, (source, name)
            yield (f"{source}.{name}", None), local, (source, name)  # `from jax import numpy`


def _add(
    module: cst.Module, additions: dict[Key, str]
) -> tuple[cst.Module, list[cst.SimpleStatementLine]]:
    """`module` with the import statements for `additions`, and those statements."""
    texts = []
    for (source, name), local in sorted(
        additions.items(), key=lambda item: (item[0][0], item[0][1] or "")
    ):
        if name is None:
            text = f"import {source}" if local == source else f"import {source} as {local}"
        else:
            text = f"from {source} import {name}" + ("" if local == name else f" as {local}")
        texts.append(text)
    body = list(module.body)
    present = {code(module, s).strip() for s in body if _is_import_line(s)}
    config = module.config_for_parsing
    # the code of the statement parsed from `text` is `text` and a line break
    statements = [cst.parse_statement(t, config=config) for t in texts if t not in present]
    start = 1 if body and _is_docstring(body[0]) else 0
    at = _insertion_index(body)
    added = []
    for statement in statements:
        merged = _merged(body, start, at, statement)
        if merged is not None:
            body = merged
            continue
        body = _insert(body, start, at, statement)
        added.append(statement)
        at += 1
    return module.with_changes(body=body), added


def _merged(
    body: list[cst.BaseStatement], start: int, end: int, new: cst.SimpleStatementLine
) -> list[cst.BaseStatement] | None:
    """`body` with the name `new` imports (`from m import n`) joined to a line of the opening
    imports importing other names from the same module spelled alike, on one line without
    parentheses (at its sorted place when that line's names are sorted as isort sorts them, else
    last), when the line stays within 100 characters; else None."""
    statement = new.body[0]
    if not isinstance(statement, cst.ImportFrom) or isinstance(statement.names, cst.ImportStar):
        return None
    source = _sources(new)[0]
    for index in range(start, end):
        line = body[index]
        small = line.body[0]
        if (
            len(line.body) != 1
            or not isinstance(small, cst.ImportFrom)
            or isinstance(small.names, cst.ImportStar)
            or small.lpar is not None
            or _sources(line)[0] != source
            or any(a.evaluated_name == statement.names[0].evaluated_name for a in small.names)
        ):  # (a name the line imports already, under another alias: a line of its own)
            continue
        names = list(small.names)
        alias = statement.names[0]
        keys = [_name_key(a) for a in names]
        at = bisect.bisect_right(keys, _name_key(alias)) if keys == sorted(keys) else len(names)
        comma = cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
        names.insert(at, alias.with_changes(comma=cst.MaybeSentinel.DEFAULT))
        names = [a.with_changes(comma=comma) for a in names[:-1]] + [
            names[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        ]
        joined = line.with_changes(body=[small.with_changes(names=names)])
        if len(cst.Module(body=[joined]).code.rstrip("\r\n").splitlines()[-1]) > 100:
            return None
        return body[:index] + [joined] + body[index + 1 :]
    return None


def _name_key(alias: cst.ImportAlias) -> tuple[int, str]:
    """isort's order of the names of a `from` import: constants, classes, then the rest."""
    name = alias.evaluated_name
    kind = 0 if name.isupper() and len(name) > 1 else 1 if name[:1].isupper() else 2
    return kind, name


def _insert(
    body: list[cst.BaseStatement], start: int, end: int, new: cst.SimpleStatementLine
) -> list[cst.BaseStatement]:
    """`body` with `new` among the imports opening it (`body[start:end]`), where isort would put
    it when the file's imports are laid out as isort does: in the group of its section (the
    standard library, others, the file's own package's relative imports; a group is a run of import
    lines without a blank line), at its sorted place when that group is sorted (`import` lines
    first, or all by module), else after the group's last line; a section the file lacks becomes a
    group of its own, in the section order. Imports laid out otherwise (a group mixing sections):
    a standard-library import after the file's first standard-library group, others after the
    imports (`_stdlib_end`)."""
    kind = _section(_sources(new)[0])
    groups = _groups(body, start, end)
    sections = [{_section(s) for i in range(a, b) for s in _sources(body[i])} for a, b in groups]
    if not groups or any(len(found) != 1 for found in sections):
        at = (_stdlib_end(body, end) if kind == _STDLIB else None) or end
        return body[:at] + [new] + body[at:]
    same = [g for g, found in zip(groups, sections) if found == {kind}]
    root = _sources(new)[0].partition(".")[0]
    own = [g for g in same if any(s.partition(".")[0] == root for s in _group_sources(body, g))]
    if same:
        a, b = (own or same)[0]
        at = b
        for key in (_isort_key, _module_key):
            keys = [key(body[i]) for i in range(a, b)]
            if keys == sorted(keys):
                at = a + bisect.bisect_right(keys, key(new))
                break
        if at == a:  # first of its group: the group's separation (and heading) goes above it
            new = new.with_changes(leading_lines=body[a].leading_lines)
            body = body[:a] + [body[a].with_changes(leading_lines=())] + body[a + 1 :]
        return body[:at] + [new] + body[at:]
    later = [a for (a, _), [found] in zip(groups, sections) if _ORDER[found] > _ORDER[kind]]
    if not later:
        return body[:end] + [new.with_changes(leading_lines=(cst.EmptyLine(),))] + body[end:]
    a = later[0]
    lines = list(body[a].leading_lines)
    split = next((i for i, line in enumerate(lines) if line.comment is not None), len(lines))
    new = new.with_changes(leading_lines=lines[:split])
    moved = body[a].with_changes(leading_lines=[cst.EmptyLine(), *lines[split:]])
    return body[:a] + [new, moved] + body[a + 1 :]


_FUTURE, _STDLIB, _OTHER, _LOCAL = "__future__", "stdlib", "other", "local"
_ORDER = {_FUTURE: 0, _STDLIB: 1, _OTHER: 2, _LOCAL: 3}


def _section(source: str) -> str:
    """The isort section of an import of `source` (a dotted name, relative with leading dots)."""
    if source == "__future__":
        return _FUTURE
    if source.startswith("."):
        return _LOCAL
    return _STDLIB if _is_stdlib(source) else _OTHER


def _groups(body: list[cst.BaseStatement], start: int, end: int) -> list[tuple[int, int]]:
    """The runs of import lines of `body[start:end]` that no blank line separates."""
    groups: list[tuple[int, int]] = []
    for index in range(start, end):
        blank = any(line.comment is None for line in body[index].leading_lines)
        if groups and groups[-1][1] == index and not blank:
            groups[-1] = (groups[-1][0], index + 1)
        else:
            groups.append((index, index + 1))
    return groups


def _group_sources(body: list[cst.BaseStatement], group: tuple[int, int]) -> list[str]:
    return [s for i in range(*group) for s in _sources(body[i])]


def _isort_key(statement: cst.SimpleStatementLine) -> tuple:
    """isort's default order in a section: `import` lines by module, then `from` lines."""
    return isinstance(statement.body[0], cst.ImportFrom), *_module_order(statement)


def _module_key(statement: cst.SimpleStatementLine) -> tuple:
    """The order by module alone (isort's `force_sort_within_sections`)."""
    return *_module_order(statement), isinstance(statement.body[0], cst.ImportFrom)


def _module_order(statement: cst.SimpleStatementLine) -> tuple[int, str]:
    """A line's module, case aside, relative ones furthest first (`..` before `.`)."""
    source = _sources(statement)[0]
    rest = source.lstrip(".")
    return len(rest) - len(source), rest.lower()


def _sources(statement: cst.SimpleStatementLine) -> list[str]:
    """The modules an import line imports from, relative ones with their leading dots."""
    return [
        source
        for small in statement.body
        for source in (
            [get_full_name_for_node(alias.name) or "" for alias in small.names]
            if isinstance(small, cst.Import)
            else [
                "." * len(small.relative)
                + (get_full_name_for_node(small.module) or "" if small.module else "")
            ]
        )
    ]


def _is_stdlib(source: str) -> bool:
    root = source.partition(".")[0]
    return root != "__future__" and root in sys.stdlib_module_names


def _stdlib_end(body: list[cst.BaseStatement], end: int) -> int | None:
    """The index after the last standard-library import of `body[:end]` (the imports opening the
    module) when they have one and no other import comes before it (`__future__` aside), else None."""
    last, other = None, False
    for index in range(end):
        statement = body[index]
        if not _is_import_line(statement):
            continue  # the docstring
        sources = _sources(statement)
        if all(source == "__future__" for source in sources):
            continue
        if all(_is_stdlib(source) for source in sources):
            if other:
                return None
            last = index + 1
        else:
            other = True
    return last


def _is_import_line(statement: cst.CSTNode) -> bool:
    return isinstance(statement, cst.SimpleStatementLine) and all(
        isinstance(small, (cst.Import, cst.ImportFrom)) for small in statement.body
    )


def _is_docstring(statement: cst.CSTNode) -> bool:
    return (
        isinstance(statement, cst.SimpleStatementLine)
        and len(statement.body) == 1
        and isinstance(statement.body[0], cst.Expr)
        and isinstance(statement.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


def _insertion_index(body: list[cst.BaseStatement]) -> int:
    """After the imports that open the module (after its docstring), else after the docstring,
    else at the top: never after code, which may use the name at import time."""
    at = 1 if body and _is_docstring(body[0]) else 0
    while at < len(body) and _is_import_line(body[at]):
        at += 1
    return at


def _bound_name(alias: cst.ImportAlias) -> str:
    return alias.evaluated_alias if alias.asname is not None else get_full_name_for_node(alias.name)


def _dunder_all(module: cst.Module) -> set[str]:
    names: set[str] = set()
    for statement in module.body:
        for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.Assign):
                targets = [t.target for t in small.targets]
            elif isinstance(small, (cst.AugAssign, cst.AnnAssign)):
                targets = [small.target]
            else:
                continue
            if any(
                isinstance(t, cst.Name) and t.value == "__all__" for t in targets
            ) and isinstance(small.value, (cst.List, cst.Tuple, cst.Set)):
                names.update(
                    e.value.evaluated_value
                    for e in small.value.elements
                    if isinstance(e.value, cst.SimpleString)
                )
    return names


class _DropAliases(StatementTransformer):
    """Drop the import aliases binding the given names (`import a.b` binds `a`), except in the
    statements just added; an import left with no names goes."""

    def __init__(
        self, names: set[str], added: list[cst.SimpleStatementLine], skip: set[cst.CSTNode]
    ) -> None:
        super().__init__()
        self.names = names
        self.added = set(added)
        self.skip = skip  # statements with no such alias: not entered, so not rebuilt

    def on_visit(self, node) -> bool:
        return type(node) in _ENTERED and node not in self.skip and super().on_visit(node)

    def visit_SimpleStatementLine(self, node) -> bool:
        return node not in self.added and super().visit_SimpleStatementLine(node)

    def _keep(self, updated):
        kept = [
            alias
            for alias in updated.names
            if _bound_name(alias).partition(".")[0] not in self.names
        ]
        if kept and len(kept) < len(updated.names):
            kept[-1] = kept[-1].with_changes(
                comma=updated.names[-1].comma
            )  # trailing only in parentheses
        return kept

    def leave_Import(self, original, updated):
        kept = self._keep(updated)
        return updated.with_changes(names=kept) if kept else cst.RemoveFromParent()

    def leave_ImportFrom(self, original, updated):
        if isinstance(updated.names, cst.ImportStar):
            return updated
        kept = self._keep(updated)
        return updated.with_changes(names=kept) if kept else cst.RemoveFromParent()

    def leave_SimpleStatementLine(self, original, updated):
        return updated if updated.body else tombstone(original)


# the nodes an import statement can be inside (and its line, whose small statements `_DropAliases`
# reads): the others (expressions, whitespace, ...) are not entered, so not rebuilt
_ENTERED = frozenset(
    kind
    for kind in vars(cst).values()
    if isinstance(kind, type)
    and issubclass(
        kind,
        (
            cst.Module,
            cst.BaseCompoundStatement,
            cst.BaseSuite,
            cst.SimpleStatementLine,
            cst.Else,
            cst.ExceptHandler,
            cst.ExceptStarHandler,
            cst.Finally,
            cst.MatchCase,
        ),
    )
)
