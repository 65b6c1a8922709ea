"""Line and column of a few nodes, for the price of one code generation.

libcst's `PositionProvider` records a range for every node of a module, which costs about as
much as parsing it. A codemod needs the positions of the handful of nodes it reports, so
`positions()` runs the same position-tracking code generation but records only those nodes (and
the child nodes libcst takes their start or end from). The ranges are the ones `PositionProvider`
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
        recorded = _Recorded()
        state = _SomePositions(
            default_indent=module.default_indent, default_newline=module.default_newline, provider=recorded
        )
        state.wanted = wanted
        module._codegen(state)
        return recorded._computed
    except (AttributeError, TypeError):  # a libcst whose codegen state differs: the full provider
        return dict(MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider))
