"""Line and column of a few nodes, for the price of one code generation.

libcst's `PositionProvider` records a range for every node of a module, which costs about as
much as parsing it. A codemod needs the positions of the handful of nodes it reports, so
`positions()` runs the same position-tracking code generation but records only those nodes (and
the child nodes libcst takes their start or end from); `positions_in()` generates only the
top-level statement they are in, starting at the line CPython's `ast` gives for it. The ranges are the ones `PositionProvider`
gives (`tests/test_names.py` compares them on every golden input). `generated_in()` records the
nodes of some classes, and each node's parent in the same code generation (no second walk).

`SourceText` gives the same positions for nodes of CPython's `ast`, for codemods that report
without libcst (`omnifix.plan`).
"""

from __future__ import annotations

import ast
import bisect
import contextlib
import io
import re
import tokenize
from dataclasses import dataclass
from itertools import accumulate
from typing import Iterable

import libcst as cst
from libcst._nodes.internal import CodegenState
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider
from libcst.metadata.position_provider import PositionProvidingCodegenState

_NOTHING = contextlib.nullcontext()


class _Recorded:
    """Stands in for the provider the codegen state writes ranges into."""

    def __init__(self) -> None:
        self._computed: dict[cst.CSTNode, CodeRange] = {}


class _SomePositions(PositionProvidingCodegenState):
    """Records the ranges of the nodes in `wanted` or of a class in `kinds` (but `copy`), and
    with `parents` set, each node generated with the one above it (`top` for the root's
    children: the node the root stands for) and those of `kinds` in the order generated."""

    __slots__ = ("wanted", "kinds", "copy", "parents", "chain", "top", "order")

    def _update_position(self, value: str) -> None:
        if "\n" in value or "\r" in value:
            super()._update_position(value)
        else:
            self.column += len(value)

    def before_codegen(self, node: cst.CSTNode) -> None:
        chain = self.chain
        if chain is not None:
            if chain:
                self.parents[node] = chain[-1]
                chain.append(node)
            else:
                chain.append(self.top)
            if type(node) in self.kinds and node is not self.copy:
                self.order.append(node)
        if node in self.wanted or (type(node) in self.kinds and node is not self.copy):
            super().before_codegen(node)

    def after_codegen(self, node: cst.CSTNode) -> None:
        if self.chain is not None:
            self.chain.pop()
        if node in self.wanted or (type(node) in self.kinds and node is not self.copy):
            super().after_codegen(node)

    def record_syntactic_position(self, node, *, start_node=None, end_node=None):
        if node not in self.wanted and (type(node) not in self.kinds or node is self.copy):
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
    module: cst.Module,
    statement: cst.BaseStatement,
    line: int,
    nodes: Iterable[cst.CSTNode],
    indents: Iterable[str] = (),
) -> dict[cst.CSTNode, CodeRange] | None:
    """Like `positions`, generating only `statement`, a statement of `module` that starts on
    `line` (CPython's `ast` gives it: the line of the statement or of its first decorator) inside
    blocks of the given `indents` (none for a top-level statement). None when `ast` does not give
    that line: a decorator continued after its `@`."""
    decorators = getattr(statement, "decorators", ())
    if decorators and "\\" in decorators[0].whitespace_after_at.value:
        return None
    try:
        return _generate(
            module, statement, set(nodes), line - len(statement.leading_lines), list(indents)
        )
    except (AttributeError, TypeError):
        return None


def generated_in(
    module: cst.Module,
    statement: cst.BaseStatement,
    line: int,
    kinds: frozenset[type],
    indents: Iterable[str] = (),
    stands_for: cst.CSTNode | None = None,
) -> Generated | None:
    """What generating only `statement` gives (as `positions_in`, which see for `line`,
    `indents` and None): the nodes of a class in `kinds` in the order generated, their ranges,
    and each node's parent, in the same code generation (no second walk). With `stands_for`,
    `statement` is a copy of that node (with another block): the copy is not recorded, and the
    nodes right below it get `stands_for` for their parent."""
    decorators = getattr(statement, "decorators", ())
    if decorators and "\\" in decorators[0].whitespace_after_at.value:
        return None
    found = Generated([], {}, {})
    try:
        found.ranges = _generate(
            module,
            statement,
            set(),
            line - len(statement.leading_lines),
            list(indents),
            kinds=kinds,
            copy=stands_for and statement,
            found=found,
            top=stands_for or statement,
        )
    except (AttributeError, TypeError):
        return None
    return found


@dataclass
class Generated:
    nodes: list[cst.CSTNode]  # of the classes asked for, in the order generated
    ranges: dict[cst.CSTNode, CodeRange]  # theirs (and maybe others')
    parents: dict[cst.CSTNode, cst.CSTNode]  # every node generated but the root -> its parent


def _generate(
    module: cst.Module,
    root: cst.CSTNode,
    wanted: set,
    line: int,
    indents: list[str] = None,
    kinds: frozenset[type] = frozenset(),
    copy: cst.CSTNode | None = None,
    found: Generated | None = None,
    top: cst.CSTNode | None = None,
) -> dict[cst.CSTNode, CodeRange]:
    recorded = _Recorded()
    state = _SomePositions(
        default_indent=module.default_indent,
        default_newline=module.default_newline,
        provider=recorded,
        indent_tokens=indents or [],
    )
    state.wanted, state.kinds, state.copy = wanted, kinds, copy
    state.chain = None
    if found is not None:
        state.chain, state.parents, state.order, state.top = [], found.parents, found.nodes, top
    state.line = line
    root._codegen(state)
    return recorded._computed


class _Code(CodegenState):
    __slots__ = ()

    def record_syntactic_position(self, node, *, start_node=None, end_node=None):
        return _NOTHING  # libcst's is a generator-made context manager that only yields


def code(module: cst.Module, *nodes: cst.CSTNode) -> str:
    """`module.code_for_node` of each node (`module.code` for the module itself), joined, in one
    codegen state, a third faster than libcst's: that enters a context manager made by a
    generator for every expression it generates, which only a state recording positions needs."""
    state = _Code(default_indent=module.default_indent, default_newline=module.default_newline)
    for node in nodes:
        node._codegen(state)
    return "".join(state.tokens)


_NEWLINE = re.compile(r"\r\n?|\n")


class SourceText:
    """Positions and text of nodes of CPython's `ast` of a module, as libcst gives them for the
    same nodes: lines end at `\\r\\n`, `\\r` or `\\n` (as for both parsers), columns count
    characters where `ast` counts UTF-8 bytes."""

    _last: tuple[bytes, SourceText] | None = None

    @classmethod
    def of(cls, data: bytes) -> SourceText:
        """`SourceText(data)`, made once for the text every codemod of a pass plans on (the same
        bytes object)."""
        last = cls._last
        if last is None or last[0] is not data:
            last = cls._last = (data, cls(data))
        return last[1]

    def __init__(self, data: bytes) -> None:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        self.text = text = data.decode(encoding)  # "utf-8-sig" drops the BOM, as both parsers do
        if "\r" in text:
            self.starts = [0] + [m.end() for m in _NEWLINE.finditer(text)]
        else:  # lines end at `\n` alone: counted twice as fast
            self.starts = [0, *accumulate(len(line) + 1 for line in text.split("\n")[:-1])]

    def offset(self, line: int, column: int) -> int:
        """The index in `text` of `ast`'s (line, UTF-8 byte column)."""
        start = self.starts[line - 1]
        end = self.starts[line] if line < len(self.starts) else len(self.text)
        prefix = self.text[start : min(end, start + column)]
        if prefix.isascii():
            return start + column
        return start + len(self.text[start:end].encode("utf-8")[:column].decode("utf-8", "replace"))

    def position(self, offset: int) -> tuple[int, int]:
        """(line, 1-based column) of an index of `text`."""
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1

    def span(self, node: ast.AST) -> tuple[int, int]:
        """The indexes in `text` where `node` starts and ends."""
        return self.offset(node.lineno, node.col_offset), self.offset(
            node.end_lineno, node.end_col_offset
        )

    def closing(self, offset: int) -> list[int]:
        """The indexes of the `)` that follow `offset` with only whitespace, line continuations and
        comments before and between them."""
        found = []
        text, at = self.text, offset
        while at < len(text):
            char = text[at]
            if char == ")":
                found.append(at)
            elif char == "#":
                end = _NEWLINE.search(text, at)
                if end is None:
                    break
                at = end.start()
            elif not (char.isspace() or char == "\\"):
                break
            at += 1
        return found

    def opening(self, start: int, end: int) -> list[int]:
        """The indexes of the `(` between two indexes, outside comments."""
        found = []
        text, at = self.text, start
        while at < end:
            char = text[at]
            if char == "(":
                found.append(at)
            elif char == "#":
                newline = _NEWLINE.search(text, at)
                if newline is None:
                    break
                at = newline.start()
            at += 1
        return found

    def code(self, start: int, end: int) -> str:
        """The text between two indexes, whitespace runs made one space (as findings quote code)."""
        return " ".join(self.text[start:end].split())
