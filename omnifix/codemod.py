"""What every codemod is built on: the `Codemod` base class and the state of one file's run.

A codemod is a libcst transformer that resolves names with `qualified_names()` (through the
file's imports, see `omnifix.names`), reports each thing it sees with `report()`, and rewrites
only where `report()` says the fix may be applied (the fix tier is allowed and the line is not
suppressed). Imports are never edited by hand: `self.imports` adds them (reusing existing
bindings) and removes the ones a rewrite left unused.
"""

from __future__ import annotations

import ast
import bisect
import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider, QualifiedNameProvider

from omnifix.imports import ImportPlan
from omnifix.names import Names
from omnifix.positions import SourceText, positions, positions_in
from omnifix.results import Finding, Options, Shared, Tier, Version
from omnifix.rule import Rule

_SUPPRESS = re.compile(r"#\s*omnifix:\s*ignore(?:\[([^\]]*)\])?")


def parse_suppressions(source: str) -> dict[int, frozenset[str] | None]:
    """Lines carrying `# omnifix: ignore` (None: every code) or `# omnifix: ignore[CODE,...]`."""
    if "omnifix:" not in source:
        return {}
    found: dict[int, frozenset[str] | None] = {}
    for number, text in enumerate(source.splitlines(), start=1):
        match = _SUPPRESS.search(text)
        if match:
            codes = match.group(1)
            found[number] = (
                None if codes is None else frozenset(c.strip() for c in codes.split(",") if c.strip())
            )
    return found


@dataclass
class FileContext:
    """State shared by the codemods that run on one file."""

    path: str
    options: Options
    suppressions: dict[int, frozenset[str] | None]
    first_pass: bool = True
    shared: Mapping[str, Shared] = field(default_factory=dict)  # code -> facts from the other files
    published: list[tuple[str, str, object]] = field(default_factory=list)  # (code, name, fact)
    names: Names | None = None  # of the module the codemod being run transforms
    source: bytes = b""  # that module's text
    findings: list[Finding] = field(default_factory=list)
    imports: ImportPlan = field(default_factory=ImportPlan)

    def suppressed(self, code: str, lines: Iterable[int]) -> bool:
        for line in lines:
            if line in self.suppressions:
                codes = self.suppressions[line]
                if codes is None or any(code.startswith(c) for c in codes):
                    return True
        return False

    def manual(self, cls: type[Codemod], start: tuple[int, int], end_line: int, message: str) -> Finding | None:
        """A finding with no fix at a 1-based (line, column) of the module, unless an `# omnifix:
        ignore` comment on its first or last line suppresses it."""
        if self.suppressions and self.suppressed(cls.CODE, {start[0], end_line}):
            return None
        return Finding(cls.CODE, cls.NAME, start[0], start[1], message, Tier.MANUAL, False)


class Codemod(Rule, cst.CSTTransformer):
    """Base class of the codemods that are still libcst transformers (see `omnifix.rule.Rule`).

    No libcst metadata is computed before the visit: names resolve through `Names` (libcst's
    scope analysis only for a name bound in more than one way), positions are computed after the
    visit for the reported nodes only, and `parent()`/`ancestors()` come from the visit itself. A
    codemod must not put one node object in two places of its output.
    """

    @property
    def shared(self) -> Shared | None:
        """What the other files of the run said about this one, for this codemod."""
        return self.context.shared.get(self.CODE)

    def publish(self, name: str, fact: object) -> None:
        """Tell the files that import `name` from this module a fact about it, in their transform
        (`self.shared.imported`). Only a codemod with `PUBLISHES` set; first pass only."""
        if self.context.first_pass:
            self.context.published.append((self.CODE, name, fact))

    @classmethod
    def may_rewrite(cls, names: Names) -> bool:
        """On the later passes of the fixed point, on the `Names` of the rewritten file: False when
        nothing in it can be rewritten any more (findings are recorded on the first pass only, so
        what can merely be reported does not count). Defaults to `is_candidate`."""
        return cls.is_candidate(names)

    @classmethod
    def lines(cls, names: Names) -> set[int] | None:
        """The lines where the codemod may rewrite or report anything, or None (anywhere). A
        top-level statement that covers none of them is not visited: most of a large file is
        skipped when the codemod's names appear in a few places."""
        return None

    def __init__(self, context: FileContext, wrapper: MetadataWrapper) -> None:
        super().__init__()
        self.context = context
        self.options = context.options
        self.imports = context.imports
        self.changed = False  # set when report() allowed a fix
        self._wrapper = wrapper
        self._positions = None  # every node's, when suppression comments need lines during the visit
        self._scoped = None  # libcst's qualified names, for names `Names` leaves to scopes
        self._pending: list[tuple[cst.CSTNode, cst.CSTNode | None, str, Tier, bool]] = []
        self._found: list[Finding] = []  # made with `report_found`, positions known
        self._by_span = None  # libcst names and attributes by their ranges, for `resolve_ast`
        self._source: SourceText | None = None  # of the module visited, for `resolve_ast`
        self._stack: list[cst.CSTNode] = []
        self._top: cst.CSTNode | None = None  # the top-level statement being visited
        self._spans = _spans(wrapper.module, context.names)
        self._skipped = _unvisited(self._spans, type(self).lines(context.names))

    def on_visit(self, node: cst.CSTNode) -> bool:
        self._stack.append(node)
        if len(self._stack) == 2:
            self._top = node
        if node in self._skipped:
            return False
        return super().on_visit(node)

    def on_leave(self, original_node, updated_node):
        if original_node in self._skipped:
            self._stack.pop()
            return updated_node
        result = super().on_leave(original_node, updated_node)
        self._stack.pop()
        return result

    def visits(self, statement: cst.CSTNode) -> bool:
        """Whether the visit enters `statement`, a top-level statement of the module (those that
        cover none of the codemod's `lines` are skipped)."""
        return statement not in self._skipped

    def ancestors(self) -> list[cst.CSTNode]:
        """The (original) nodes enclosing the node being visited or left, innermost last."""
        return self._stack[:-1]

    def parent(self) -> cst.CSTNode | None:
        return self._stack[-2] if len(self._stack) > 1 else None

    # -- names -------------------------------------------------------------------------------

    def qualified_names(self, node: cst.CSTNode) -> set[str]:
        """Every dotted name `node` may refer to, resolved through imports and scopes."""
        found = self.context.names.resolve(node)
        if found is not None:
            return found
        if self._scoped is None:
            self._scoped = self._wrapper.resolve(QualifiedNameProvider)
        found = self._scoped.get(node, ())
        if callable(found):  # libcst computes qualified names lazily
            found = found()
        return {q.name for q in found}

    def resolve_ast(self, node: ast.expr) -> set[str]:
        """`qualified_names` for a `Name` or attribute chain of `context.names.tree` (the `ast` of
        the module visited): through `Names`, or libcst's scopes at the libcst node of the same range."""
        found = self.context.names.resolve_ast(node)
        if found is not None:
            return found
        if self._by_span is None:
            self._source = SourceText(self.context.source)
            self._positions = self._positions or self._wrapper.resolve(PositionProvider)
            self._by_span = {
                (type(n).__name__, r.start.line, r.start.column + 1, r.end.line, r.end.column + 1): n
                for n, r in self._positions.items() if isinstance(n, (cst.Name, cst.Attribute))
            }
        start, end = self._source.span(node)
        target = self._by_span.get((type(node).__name__, *self._source.position(start), *self._source.position(end)))
        return set() if target is None else self.qualified_names(target)

    def refers_to(self, node: cst.CSTNode, *names: str) -> bool:
        return not self.qualified_names(node).isdisjoint(names)

    # -- findings ----------------------------------------------------------------------------

    def report(
        self, node: cst.CSTNode, message: str, fix: Tier = Tier.MANUAL, *, min_jax: Version = ()
    ) -> bool:
        """Record a finding at `node`; return True when the caller may apply its fix.

        `fix` is the tier of the fix the caller would apply (MANUAL: none). A fix is allowed when
        its tier is enabled, the target JAX and the lowest supported one are at least `min_jax`, and no `# omnifix: ignore`
        comment covers the node's first or last line.
        """
        if self.context.suppressions:
            if self._positions is None:
                self._positions = self._wrapper.resolve(PositionProvider)
            position = self._positions[node]
            if self.context.suppressed(self.CODE, {position.start.line, position.end.line}):
                return False
        target, lowest = self.options.target_jax, self.options.lowest_jax(self.context.path) if min_jax else None
        allowed = (
            fix is Tier.SAFE or (fix is Tier.UNSAFE and self.options.unsafe_fixes)
        ) and (target is None or target >= min_jax) and (lowest is None or lowest >= min_jax)
        if self.context.first_pass:
            self._pending.append((node, self._top if len(self._stack) > 1 else None, message, fix, allowed))
        self.changed = self.changed or allowed
        return allowed

    def report_found(self, found: Iterable[Finding]) -> None:
        """Record findings with no fix made with `FileContext.manual` (first pass only)."""
        if self.context.first_pass:
            self._found += found

    def findings(self) -> list[Finding]:
        """What the visit reported, at the nodes' lines and columns in the module it visited."""
        if not self._pending:
            return list(self._found)
        found = self._positions or self._pending_positions()
        return self._found + [
            Finding(
                code=self.CODE,
                name=self.NAME,
                line=found[node].start.line,
                column=found[node].start.column + 1,
                message=message,
                tier=fix,
                applied=allowed,
            )
            for node, _, message, fix, allowed in self._pending
        ]

    def _pending_positions(self):
        """Positions of the reported nodes, generating only the statements they are in when the
        `ast` gives those statements' lines."""
        module = self._wrapper.module
        by_statement: dict[cst.CSTNode, list[cst.CSTNode]] = {}
        for node, top, *_ in self._pending:
            by_statement.setdefault(top, []).append(node)
        if self._spans is not None and None not in by_statement:
            found = {}
            for top, nodes in by_statement.items():
                some = positions_in(module, top, self._spans[top][0], nodes)
                if some is None:
                    break
                found.update(some)
            else:
                return found
        return positions(module, (node for node, *_ in self._pending))

    def removing(self, node: cst.CSTNode) -> None:
        """Tell the import plan that `node` leaves the tree, so imports it used may go too."""
        self.imports.release(node)


def _spans(module: cst.Module, names: Names) -> dict[cst.CSTNode, tuple[int, int]] | None:
    """The first and last line of each top-level statement of `module`, from the `ast`
    statements it is made of (a libcst line `a; b` is two of them, a compound statement one);
    None if `names` is not of this module."""
    statements = names.tree.body
    if sum(len(s.body) if isinstance(s, cst.SimpleStatementLine) else 1 for s in module.body) != len(statements):
        return None
    spans = {}
    at = 0
    for statement in module.body:
        count = len(statement.body) if isinstance(statement, cst.SimpleStatementLine) else 1
        parts = statements[at : at + count]
        at += count
        first = min(min((d.lineno for d in getattr(p, "decorator_list", ())), default=p.lineno) for p in parts)
        spans[statement] = (first, max(p.end_lineno or p.lineno for p in parts))
    return spans


def _unvisited(spans: dict[cst.CSTNode, tuple[int, int]] | None, lines: set[int] | None) -> frozenset[cst.CSTNode]:
    """The top-level statements that cover none of `lines`."""
    if lines is None or spans is None:
        return frozenset()
    lines = sorted(lines)
    skipped = []
    for statement, (first, last) in spans.items():
        index = bisect.bisect_left(lines, first)
        if index == len(lines) or lines[index] > last:
            skipped.append(statement)
    return frozenset(skipped)
