"""Reuse-or-add imports, and removal of the imports a rewrite left unused.

Codemods never edit import statements themselves. During a pass they ask the file's `ImportPlan`
for a name (`plan.module("numpy", "np")`, `plan.symbol("functools", "partial")`) and use the
expression it returns, and they hand it every node they remove (`release`). After the pass the
engine calls `apply`, which adds the imports that were asked for and removes the imports whose
every use was inside removed nodes. Rules:

- an existing module-level binding is reused (`import numpy as onp` makes `onp` the answer) when
  nothing else in the file binds that name;
- a new binding never takes a name that appears anywhere in the file (`np` may be jax.numpy);
- an import is removed only when a rewrite removed its last use (imports that were unused before
  are the user's business), and a removed name never stays behind in an import list.

Everything is decided from the scope analysis of the pass that made the change, so no second
analysis of the rewritten module is needed.
"""

from __future__ import annotations

import libcst as cst
from libcst.helpers import get_full_name_for_node
from libcst.metadata import MetadataWrapper, ScopeProvider

from omnifix.edit import StatementTransformer, tidy, tombstone, walk

Key = tuple[str, "str | None"]  # (module, name) or (module, None) for the module itself


class ImportPlan:
    """The imports one file needs added, and the ones a pass's removals may have left unused."""

    def __init__(self) -> None:
        self._wrapper: MetadataWrapper | None = None
        self._known: tuple[dict[Key, str], set[str]] | None = None
        self._additions: dict[Key, str] = {}
        self._removed: set[cst.CSTNode] = set()

    def start(self, wrapper: MetadataWrapper) -> None:
        """Begin a pass over the module in `wrapper` (whose ScopeProvider the pass resolves)."""
        self._wrapper = wrapper
        self._known = None
        self._additions.clear()
        self._removed.clear()

    # -- requests made by codemods -------------------------------------------------------------

    def module(self, name: str, preferred: str | None = None) -> str:
        """An expression naming module `name`: an existing binding, else a new import that shadows
        nothing: `import a.b` when no alias is preferred and `a` is free or already the module `a`,
        else `import a.b as <preferred or b>`."""
        existing, taken = self._bindings()
        key = (name, None)
        if key in existing:
            return existing[key]
        if key not in self._additions:
            root = name.partition(".")[0]
            if preferred is None and "." in name and (existing.get((root, None)) == root or root not in taken):
                self._additions[key] = name  # `import a.b.c`, reached as `a.b.c`
            else:
                self._additions[key] = self._free(preferred or name.rpartition(".")[2])
        return self._additions[key]

    def symbol(self, module: str, name: str) -> str:
        """An expression naming `module.name`, preferring an existing `from module import name`."""
        existing, _ = self._bindings()
        if (module, name) in existing:
            return existing[(module, name)]
        if (module, None) in existing:
            return f"{existing[(module, None)]}.{name}"
        if (module, name) not in self._additions:
            self._additions[(module, name)] = self._free(name)
        return self._additions[(module, name)]

    def release(self, node: cst.CSTNode) -> None:
        """`node` (of the module being transformed) leaves the tree, with every use inside it."""
        self._removed.update(walk(node))

    def _bindings(self) -> tuple[dict[Key, str], set[str]]:
        """(reusable module-level import bindings, every name bound or used anywhere), once a pass.

        A binding is reusable when every import binding its name refers to the same object and
        nothing else (an assignment, a parameter, a nested scope) binds that name.
        """
        if self._known is None:
            assert self._wrapper is not None, "start() the plan first"
            module = self._wrapper.module
            rebound: set[str] = set()
            taken: set[str] = set()
            for scope in set(self._wrapper.resolve(ScopeProvider).values()):
                for assignment in scope.assignments if scope is not None else ():
                    root = assignment.name.partition(".")[0]
                    taken.add(root)
                    node = getattr(assignment, "node", None)
                    if not isinstance(node, (cst.Import, cst.ImportFrom)) or scope is not scope.globals:
                        rebound.add(root)
            taken.update(n.value for n in _walk_outside_imports(module) if isinstance(n, cst.Name))
            meanings: dict[str, set[Key]] = {}
            candidates: dict[Key, str] = {}
            for statement in module.body:
                for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
                    for key, expression, meaning in _bindings(small):
                        root = expression.partition(".")[0]
                        meanings.setdefault(root, set()).add(meaning)
                        candidates.setdefault(key, expression)
            existing = {
                key: expression
                for key, expression in candidates.items()
                if len(meanings[expression.partition(".")[0]]) == 1 and expression.partition(".")[0] not in rebound
            }
            self._known = (existing, taken)
        return self._known

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
        if self._additions:
            module = _add(module, self._additions)
        unused = self.newly_unused()
        if unused:
            module = tidy(module.visit(_DropAliases(unused)))
        self._additions.clear()
        self._removed.clear()
        return module

    def newly_unused(self) -> set[str]:
        """Names bound only by imports all of whose uses were removed in this pass (so far)."""
        assert self._wrapper is not None
        if not self._removed:
            return set()
        removable: set[str] = set()
        kept: set[str] = set()
        exported = _dunder_all(self._wrapper.module)
        for node, scope in self._wrapper.resolve(ScopeProvider).items():
            if scope is None or not isinstance(node, (cst.Import, cst.ImportFrom)):
                continue
            if isinstance(node, cst.ImportFrom) and isinstance(node.names, cst.ImportStar):
                continue
            for alias in node.names:
                bound = _bound_name(alias)
                references = [
                    access
                    for assignment in scope.assignments
                    if getattr(assignment, "node", None) is node and _alias_binds(alias, node, assignment.name)
                    for access in assignment.references
                ]
                if references and bound not in exported and all(a.node in self._removed for a in references):
                    removable.add(bound)
                else:
                    kept.add(bound)
        return removable - kept


def _bindings(small: cst.BaseSmallStatement):
    """(key, expression, meaning) for what an import statement makes reachable: `key` is
    (module, name-or-None), `expression` how the code reaches it, `meaning` what its root name is."""
    if isinstance(small, cst.Import):
        for alias in small.names:
            dotted = get_full_name_for_node(alias.name)
            if alias.asname is not None:
                yield (dotted, None), alias.evaluated_alias, (dotted, None)
                continue
            parts = dotted.split(".")
            for end in range(1, len(parts) + 1):  # `import a.b.c` reaches a, a.b and a.b.c through `a`
                prefix = ".".join(parts[:end])
                yield (prefix, None), prefix, (parts[0], None)
    elif isinstance(small, cst.ImportFrom) and not small.relative and small.module is not None:
        if isinstance(small.names, cst.ImportStar):
            return
        source = get_full_name_for_node(small.module)
        for alias in small.names:
            name = get_full_name_for_node(alias.name)
            local = alias.evaluated_alias or name
            yield (source, name), local, (source, name)
            yield (f"{source}.{name}", None), local, (source, name)  # `from jax import numpy`


def _walk_outside_imports(node: cst.CSTNode):
    """Like `walk`, but not into import statements (whose dotted paths bind nothing)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if not isinstance(current, (cst.Import, cst.ImportFrom)):
            stack.extend(current.children)


def _add(module: cst.Module, additions: dict[Key, str]) -> cst.Module:
    statements = []
    for (source, name), local in sorted(additions.items(), key=lambda item: (item[0][0], item[0][1] or "")):
        if name is None:
            text = f"import {source}" if local == source else f"import {source} as {local}"
        else:
            text = f"from {source} import {name}" + ("" if local == name else f" as {local}")
        statements.append(cst.parse_statement(text, config=module.config_for_parsing))
    body = list(module.body)
    present = {module.code_for_node(s).strip() for s in body if _is_import_line(s)}
    statements = [s for s in statements if module.code_for_node(s).strip() not in present]
    at = _insertion_index(body)
    return module.with_changes(body=body[:at] + statements + body[at:])


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
    """After the module's last top-level import, else after its docstring, else at the top."""
    last_import = max((i for i, s in enumerate(body) if _is_import_line(s)), default=None)
    if last_import is not None:
        return last_import + 1
    return 1 if body and _is_docstring(body[0]) else 0


def _bound_name(alias: cst.ImportAlias) -> str:
    return alias.evaluated_alias if alias.asname is not None else get_full_name_for_node(alias.name)


def _alias_binds(alias: cst.ImportAlias, node: cst.Import | cst.ImportFrom, name: str) -> bool:
    bound = _bound_name(alias)
    if isinstance(node, cst.Import) and alias.asname is None:
        return name == bound or bound.startswith(name + ".")  # `import a.b` binds `a.b` and `a`
    return name == bound


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
            if any(isinstance(t, cst.Name) and t.value == "__all__" for t in targets) and isinstance(
                small.value, (cst.List, cst.Tuple, cst.Set)
            ):
                names.update(
                    e.value.evaluated_value for e in small.value.elements if isinstance(e.value, cst.SimpleString)
                )
    return names


class _DropAliases(StatementTransformer):
    """Drop the import aliases binding the given names; an import left with no names goes."""

    def __init__(self, names: set[str]) -> None:
        super().__init__()
        self.names = names

    def _keep(self, updated):
        kept = [alias for alias in updated.names if _bound_name(alias) not in self.names]
        if kept and len(kept) < len(updated.names):
            kept[-1] = kept[-1].with_changes(comma=updated.names[-1].comma)  # trailing only in parentheses
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
