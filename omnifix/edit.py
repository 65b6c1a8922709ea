"""Statement removal that keeps blocks valid and comments in place.

A transformer removes a whole statement by returning `tombstone(statement)`: a marker line that keeps
the statement's leading comments (libcst itself drops a line left with no statements, and its
comments with it). The engine runs `tidy()` after every transform; `MARKER` never reaches output. `tidy()` then deletes every tombstone, moving its comment
lines to the next statement (or the block's footer), and puts `pass` in a block left empty.
"""

from __future__ import annotations

from typing import Sequence

import libcst as cst

MARKER = "__omnifix_removed_statement__"


def walk(node: cst.CSTNode):
    """`node` and every node below it."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)


def calls_something(node: cst.CSTNode) -> bool:
    """Whether evaluating `node` may run code (a call, await, yield or walrus inside it)."""
    return any(isinstance(n, (cst.Call, cst.Await, cst.Yield, cst.NamedExpr)) for n in walk(node))


_made = 0  # tombstones made by this process, so that `tidy()` can tell it has nothing to do


def tombstones() -> int:
    """How many tombstones this process has made: pass it to `tidy()` as `since`."""
    return _made


def tombstone(statement: cst.BaseStatement) -> cst.SimpleStatementLine:
    """A removed statement (simple or compound), until `tidy()` deletes it."""
    global _made
    _made += 1
    return cst.SimpleStatementLine(
        body=[cst.Expr(cst.Name(MARKER))], leading_lines=statement.leading_lines
    )


def without(line, drop: Sequence[bool]):
    """A statement line or one-line suite without the small statements flagged in `drop`.

    A line left empty becomes a tombstone, a suite left empty (`if x: stmt`) becomes `pass`.
    """
    kept = [small for small, gone in zip(line.body, drop) if not gone]
    if not kept:
        if isinstance(line, cst.SimpleStatementSuite):
            return line.with_changes(body=[cst.Pass()])
        return tombstone(line)
    if len(kept) < len(line.body):
        kept[-1] = kept[-1].with_changes(semicolon=cst.MaybeSentinel.DEFAULT)
    return line.with_changes(body=kept)


def after_element_removal(original, updated):
    """A list, tuple or set literal that lost elements keeps the trailing-comma style it had."""
    if len(updated.elements) == len(original.elements) or not updated.elements:
        return updated
    elements = list(updated.elements)
    comma = original.elements[-1].comma
    if isinstance(updated, cst.Tuple) and len(elements) == 1 and comma is cst.MaybeSentinel.DEFAULT:
        comma = cst.Comma()
    elements[-1] = elements[-1].with_changes(comma=comma)
    return updated.with_changes(elements=elements)


def is_tombstone(statement: cst.CSTNode) -> bool:
    return (
        isinstance(statement, cst.SimpleStatementLine)
        and len(statement.body) == 1
        and isinstance(statement.body[0], cst.Expr)
        and isinstance(statement.body[0].value, cst.Name)
        and statement.body[0].value.value == MARKER
    )


def _has_comment(lines: Sequence[cst.EmptyLine]) -> bool:
    return any(line.comment is not None for line in lines)


def _sweep(body: Sequence[cst.BaseStatement]):
    """(new body, comment lines left over at the end)."""
    result: list[cst.BaseStatement] = []
    carried: list[cst.EmptyLine] = []
    removed = False
    for statement in body:
        if is_tombstone(statement):
            carried += statement.leading_lines
            removed = True
            continue
        if removed:
            lines = list(statement.leading_lines)
            if _has_comment(carried) or not lines or lines[0].comment is not None:
                lines = carried + lines  # else the statement already has its own blank line
            if not result:  # now first in its block: no blank lines before it
                while lines and lines[0].comment is None:
                    lines.pop(0)
            statement = statement.with_changes(leading_lines=lines)
            carried, removed = [], False
        result.append(statement)
    return result, (carried if _has_comment(carried) else [])


class StatementTransformer(cst.CSTTransformer):
    """A transformer that walks statements, not expressions (import statements excepted)."""

    def visit_SimpleStatementLine(self, node) -> bool:
        return any(isinstance(small, (cst.Import, cst.ImportFrom)) for small in node.body)

    visit_SimpleStatementSuite = visit_SimpleStatementLine

    def visit_Decorator(self, node) -> bool:
        return False

    def visit_Parameters(self, node) -> bool:
        return False


class _Tidy(StatementTransformer):
    def __init__(self, skip: frozenset[cst.CSTNode]) -> None:
        super().__init__()
        self.skip = skip

    def on_visit(self, node) -> bool:
        return node not in self.skip and super().on_visit(node)

    def leave_IndentedBlock(self, original, updated):
        if not any(is_tombstone(s) for s in updated.body):
            return updated
        body, rest = _sweep(updated.body)
        if not body:
            return updated.with_changes(
                body=[cst.SimpleStatementLine([cst.Pass()], leading_lines=rest)]
            )
        return updated.with_changes(body=body, footer=list(rest) + list(updated.footer))

    def leave_Module(self, original, updated):
        if not any(is_tombstone(s) for s in updated.body):
            return updated
        body, rest = _sweep(updated.body)
        footer = list(rest) + list(updated.footer)
        if not body and not footer and not _has_comment(updated.header):
            return updated.with_changes(body=[], header=[], footer=[], has_trailing_newline=False)
        return updated.with_changes(body=body, footer=footer)


def tidy(
    module: cst.Module, since: int | None = None, skip: frozenset[cst.CSTNode] = frozenset()
) -> cst.Module:
    """Delete the tombstones in `module`; nothing to do (and no walk) when `since`, the count of
    `tombstones()` taken before the transform that made `module`, has not changed. The nodes of
    `skip` hold none: they are not entered (libcst rebuilds every node a transformer enters)."""
    if since is not None and since == _made:
        return module
    return module.visit(_Tidy(skip))
