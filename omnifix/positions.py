"""Line and column of a few nodes, for the price of one code generation.

libcst's `PositionProvider` records a range for every node of a module, which costs about as
much as parsing it. A codemod needs the positions of the handful of nodes it reports, so
`positions()` runs the same position-tracking code generation but records only those nodes (and
the child nodes libcst takes their start or end from); `positions_in()` generates only the
top-level statement they are in, starting at the line CPython's `ast` gives for it. The ranges are the ones `PositionProvider`
gives (`tests/test_names.py` compares them on every golden input).
"""

from __future__ import annotations

import contextlib
from typing import Iterable

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider
from libcst.metadata.position_provider import PositionProvidingCodegenState

_NOTHING = contextlib.nullcontext()


class _Recorded:
    """Stands in for the provider the codegen state writes ranges into."""

    def __init__(self) -> None:
        self._computed: dict[cst.CSTNode, CodeRange] = {}


class _SomePositions(PositionProvidingCodegenState):
    __slots__ = ("wanted",)

    def _update_position(self, value: str) -> None:
        if "\n" in value or "\r" in value:
            super()._update_position(value)
        else:
            self.column += len(value)

    def before_codegen(self, node: cst.CSTNode) -> None:
        if node in self.wanted:
            super().before_codegen(node)

    def after_codegen(self, node: cst.CSTNode) -> None:
        if node in self.wanted:
            super().after_codegen(node)

    def record_syntactic_position(self, node, *, start_node=None, end_node=None):
        if node not in self.wanted:
            return _NOTHING
        # the children a range is taken from are generated after this call: record them too
        self.wanted.update(n for n in (start_node, end_node) if n is not None)
        return super().record_syntactic_position(node, start_node=start_node, end_node=end_node)


def positions(module: cst.Module, nodes: Iterable[cst.CSTNode]) -> dict[cst.CSTNode, CodeRange]:
    """The `PositionProvider` range of each of `nodes` (nodes of `module`)."""
    wanted = set(nodes)
    if not wanted:
        return {}
    try:
        return _generate(module, module, wanted, 1)
    except (AttributeError, TypeError):  # a libcst whose codegen state differs: the full provider
        return dict(MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider))


def positions_in(
    module: cst.Module, statement: cst.BaseStatement, line: int, nodes: Iterable[cst.CSTNode]
) -> dict[cst.CSTNode, CodeRange] | None:
    """Like `positions`, generating only `statement`, a top-level statement of `module` that
    starts on `line` (CPython's `ast` gives it: the line of the statement or of its first
    decorator). None when `ast` does not give that line: a decorator continued after its `@`."""
    decorators = getattr(statement, "decorators", ())
    if decorators and "\\" in decorators[0].whitespace_after_at.value:
        return None
    try:
        return _generate(module, statement, set(nodes), line - len(statement.leading_lines))
    except (AttributeError, TypeError):
        return None


def _generate(module: cst.Module, root: cst.CSTNode, wanted: set, line: int) -> dict[cst.CSTNode, CodeRange]:
    recorded = _Recorded()
    state = _SomePositions(
        default_indent=module.default_indent, default_newline=module.default_newline, provider=recorded
    )
    state.wanted = wanted
    state.line = line
    root._codegen(state)
    return recorded._computed
