"""Reuse-or-add imports, and removal of the imports a rewrite left unused.

Codemods never edit import statements themselves. During a pass they ask the file's `ImportPlan`
for a name (`plan.module("numpy", "np")`, `plan.symbol("functools", "partial")`) and use the
expression it returns, and they hand it every node they remove (`release_names_in`). After the
pass the engine calls `apply`, which adds the imports that were asked for and removes imports of
released names that nothing references any more. Rules:

- an existing module-level binding is reused (`import numpy as onp` makes `onp` the answer) when
  nothing else in the file rebinds that name;
- a new binding never takes a name that appears anywhere in the file (`np` may be jax.numpy);
- only imports whose names a rewrite released are ever removed, and a removed name never stays
  behind in an import list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst
from libcst.helpers import get_full_name_for_node
from libcst.metadata import MetadataWrapper, ScopeProvider

from omnifix.edit import tidy, tombstone


@dataclass
class ImportPlan:
    """The imports one file needs added, and the names whose imports may have become unused."""

    _existing: dict[tuple[str, str | None], str] = field(default_factory=dict)
    _taken: set[str] = field(default_factory=set)
    _additions: dict[tuple[str, str | None], str] = field(default_factory=dict)
    _released: set[str] = field(default_factory=set)

    def start(self, wrapper: MetadataWrapper) -> None:
        """Learn the bindings of the module a pass is about to transform."""
        self._existing.clear()
        self._taken.clear()
        self._additions.clear()
        counts: dict[str, int] = {}
        for scope in set(wrapper.resolve(ScopeProvider).values()):
            if scope is None:
                continue
            for assignment in scope.assignments:
                counts[assignment.name] = counts.get(assignment.name, 0) + 1
        for node in _walk(wrapper.module):
            if isinstance(node, cst.Name):
                self._taken.add(node.value)
        for statement in wrapper.module.body:
            if not isinstance(statement, cst.SimpleStatementLine):
                continue
            for small in statement.body:
                for key, local in _bindings(small):
                    if counts.get(local, 0) == 1:
                        self._existing.setdefault(key, local)

    # -- requests made by codemods -------------------------------------------------------------

    def module(self, name: str, preferred: str | None = None) -> str:
        """An expression naming module `name`: an existing binding, or a new unshadowing import."""
        key = (name, None)
        if key in self._existing:
            return self._existing[key]
        if key not in self._additions:
            self._additions[key] = self._free(preferred or name.rpartition(".")[2], dotted=name)
        return self._additions[key]

    def symbol(self, module: str, name: str) -> str:
        """An expression naming `module.name`, preferring an existing `from module import name`."""
        key = (module, name)
        if key in self._existing:
            return self._existing[key]
        if (module, None) in self._existing:
            return f"{self._existing[(module, None)]}.{name}"
        if key not in self._additions:
            self._additions[key] = self._free(name)
        return self._additions[key]

    def release_names_in(self, node: cst.CSTNode) -> None:
        """Names used inside a node that leaves the tree: their imports may now be unused."""
        for child in _walk(node):
            if isinstance(child, cst.Name):
                self._released.add(child.value)

    def _free(self, preferred: str, dotted: str | None = None) -> str:
        if dotted is not None and "." not in dotted and dotted not in self._taken:
            candidates = [preferred] if preferred == dotted else [preferred, f"o{preferred}"]
        else:
            candidates = [preferred, f"o{preferred}"]
        candidates += [f"{preferred}_{i}" for i in range(1, 100)]
        used = self._taken | set(self._additions.values())
        for candidate in candidates:
            if candidate not in used:
                return candidate
        raise RuntimeError(f"no free name for {preferred}")

    # -- applied by the engine after a pass ----------------------------------------------------

    @property
    def pending(self) -> bool:
        return bool(self._additions or self._released)

    def apply(self, module: cst.Module) -> cst.Module:
        if self._additions:
            module = self._add(module)
        if self._released:
            module = _remove_unused(module, self._released)
        self._additions.clear()
        self._released.clear()
        return module

    def _add(self, module: cst.Module) -> cst.Module:
        statements = []
        for (source, name), local in sorted(self._additions.items(), key=lambda item: item[0]):
            if name is None:
                text = f"import {source}" if local == source else f"import {source} as {local}"
            else:
                text = f"from {source} import {name}" + ("" if local == name else f" as {local}")
            statements.append(cst.parse_statement(text, config=module.config_for_parsing))
        body = list(module.body)
        at = _insertion_index(body)
        return module.with_changes(body=body[:at] + statements + body[at:])


def _walk(node: cst.CSTNode):
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)


def _bindings(small: cst.BaseSmallStatement):
    """((module, name-or-None), local name) for each name an import statement binds."""
    if isinstance(small, cst.Import):
        for alias in small.names:
            dotted = get_full_name_for_node(alias.name)
            if alias.asname is not None:
                yield (dotted, None), alias.evaluated_alias
            elif "." not in dotted:
                yield (dotted, None), dotted
    elif isinstance(small, cst.ImportFrom) and not small.relative and small.module is not None:
        if isinstance(small.names, cst.ImportStar):
            return
        source = get_full_name_for_node(small.module)
        for alias in small.names:
            name = get_full_name_for_node(alias.name)
            yield (source, name), alias.evaluated_alias or name
            # `from jax import numpy as jnp` binds the module jax.numpy too
            yield (f"{source}.{name}", None), alias.evaluated_alias or name


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


def _remove_unused(module: cst.Module, released: set[str]) -> cst.Module:
    wrapper = MetadataWrapper(module)
    scopes = wrapper.resolve(ScopeProvider)
    exported = _dunder_all(wrapper.module)
    unused: set[cst.CSTNode] = set()  # the ImportAlias nodes to drop
    for node, scope in scopes.items():
        if scope is None or not isinstance(node, (cst.Import, cst.ImportFrom)):
            continue
        if isinstance(node, cst.ImportFrom) and isinstance(node.names, cst.ImportStar):
            continue
        for alias in node.names:
            bound = _bound_name(alias, node)
            if bound.partition(".")[0] not in released or bound in exported:
                continue
            assignments = [
                a
                for a in scope.assignments
                if getattr(a, "node", None) is node and _alias_binds(alias, node, a.name)
            ]
            if assignments and not any(a.references for a in assignments):
                unused.add(alias)
    if not unused:
        return module
    return tidy(wrapper.module.visit(_DropAliases(unused)))


def _bound_name(alias: cst.ImportAlias, node: cst.Import | cst.ImportFrom) -> str:
    if alias.asname is not None:
        return alias.evaluated_alias
    return get_full_name_for_node(alias.name)


def _alias_binds(alias: cst.ImportAlias, node: cst.Import | cst.ImportFrom, name: str) -> bool:
    bound = _bound_name(alias, node)
    if isinstance(node, cst.Import) and alias.asname is None:
        # `import a.b` binds both `a.b` and `a`
        return name == bound or bound.startswith(name + ".")
    return name == bound


def _dunder_all(module: cst.Module) -> set[str]:
    names: set[str] = set()
    for statement in module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if isinstance(small, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
                targets = (
                    [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
                )
                if any(isinstance(t, cst.Name) and t.value == "__all__" for t in targets):
                    value = small.value
                    if isinstance(value, (cst.List, cst.Tuple, cst.Set)):
                        for element in value.elements:
                            if isinstance(element.value, cst.SimpleString):
                                names.add(element.value.evaluated_value)
    return names


class _DropAliases(cst.CSTTransformer):
    """Drop the given import aliases; an import statement left with no names goes."""

    def __init__(self, aliases: set[cst.CSTNode]) -> None:
        super().__init__()
        self.aliases = aliases

    def _keep(self, original, updated):
        kept = [new for old, new in zip(original.names, updated.names) if old not in self.aliases]
        if kept and len(kept) < len(updated.names):
            kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return kept

    def leave_Import(self, original, updated):
        kept = self._keep(original, updated)
        return updated.with_changes(names=kept) if kept else cst.RemoveFromParent()

    def leave_ImportFrom(self, original, updated):
        if isinstance(updated.names, cst.ImportStar):
            return updated
        kept = self._keep(original, updated)
        if not kept:
            return cst.RemoveFromParent()
        return updated.with_changes(names=kept)

    def leave_SimpleStatementLine(self, original, updated):
        return updated if updated.body else tombstone(original)
