"""A libcst parse of only the top-level statements a rewrite needs.

libcst's parse costs some twenty times CPython's `ast` parse, and a rewrite edits a few of a
file's top-level statements. `parse` hands libcst a text where every other top-level statement is
a placeholder on the very same lines (`0`, or `(` on its first line and `)` on its last; as many
small statements as the `;`-joined line held), so line numbers, the statements' count and the
blank and comment lines around them stay those of the file: the `ast` positions of the sites, the
statements `omnifix.plan.apply` maps them to and the text `engine._Texts` copies for every
statement not rewritten hold as for the whole parse. Placeholders are never edited and never
generated (`engine._Texts` copies their original text).

Kept whole besides the statements holding an edit: what `omnifix.imports` reads (every top-level
statement with an import, the docstring or import opening the module, assignments to `__all__`).
Imports inside a placeholder are never removed: their names are in `Sparse.hidden_imports`, and a
pass that would drop one of them is done again on the whole parse (`Unsafe`).

The placeholder of the first compound statement is `if 0:` with a `0` on the line and at the
indentation of its first inner statement, so that libcst infers the module's `default_indent`
from the same line as in the whole file. No sparse parse (None: the caller parses the whole file)
where a placeholder could change how libcst reads the lines around it: a file with `\\r` line
ends, a line outside the statements that is not blank or a comment (a `\\` continuation, a
decorator's `@` continued), a statement whose last line ends with `\\`, a first compound
statement whose block starts on its own line, or an indented comment after a compound statement
(libcst gives it to the block's footer; after a placeholder it would be the next statement's).
"""

from __future__ import annotations

import ast
import codecs
import io
import tokenize
from dataclasses import dataclass

import libcst as cst

from omnifix.names import Names
from omnifix.plan import first_line
from omnifix.positions import SourceText


class Unsafe(Exception):
    """A rewrite of a sparse module that only the whole parse can carry."""


@dataclass
class Sparse:
    module: cst.Module
    hidden: frozenset[cst.CSTNode]  # the placeholder statements
    hidden_imports: frozenset[str]  # the names imports inside the placeholders bind


@dataclass
class _Group:
    """Top-level statements on shared lines (one `;`-joined line, or one compound statement)."""

    first: int
    last: int
    statements: list[ast.stmt]
    kept: bool = False


def parse(data: bytes, names: Names, wanted: set[int]) -> Sparse | None:
    """The libcst module of `data` (whose `Names` are `names`) with the top-level statements of
    index in `wanted` (of `names.tree.body`) and those the imports need parsed, the others
    placeholders; None where that is not safe, or saves nothing."""
    body = names.tree.body
    text = SourceText.of(data)
    source = text.text
    if not body or "\r" in source:
        return None
    groups: list[_Group] = []
    for index, statement in enumerate(body):
        first = first_line(statement)
        if groups and first <= groups[-1].last:
            group = groups[-1]
            group.last = max(group.last, statement.end_lineno)
            group.statements.append(statement)
        else:
            group = _Group(first, statement.end_lineno, [statement])
            groups.append(group)
        if index in wanted or _needed(statement, index, body):
            group.kept = True
    starts = text.starts

    def line(number: int) -> str:
        end = starts[number] if number < len(starts) else len(source)
        return source[starts[number - 1] : end]

    first_compound = None
    for number, group in enumerate(groups):
        if len(group.statements) > 1 and any(map(_is_compound, group.statements)):
            return None
        if line(group.last).rstrip("\n").endswith("\\"):
            return None
        end = groups[number + 1].first if number + 1 < len(groups) else len(starts) + 1
        compound = _is_compound(group.statements[0])
        for gap in range(group.last + 1, min(end, len(starts) + 1)):
            content = line(gap).strip(" \t\f\n")
            if content and not content.startswith("#"):
                return None
            if compound and content and line(gap)[0] in " \t\f":
                group.kept = True  # an indented comment: the block's footer
        if compound and first_compound is None:
            first_compound = group
    if groups[0].first > 1:
        for gap in range(1, groups[0].first):
            content = line(gap).strip(" \t\f\n")
            if content and not content.startswith("#"):
                return None
    if all(group.kept for group in groups):
        return None
    indent = None
    if first_compound is not None:
        statement = first_compound.statements[0]
        if isinstance(statement, ast.Match):
            return None
        at = first_line(statement.body[0])
        lead = line(at)[: len(line(at)) - len(line(at).lstrip(" \t\f"))]
        if at == first_compound.first or not lead or _column(statement.body[0]) != len(lead):
            return None  # its block is on its header's line (or the first INDENT is elsewhere)
        indent = (at, lead)
    parts, position, hidden_imports = [], 0, set()
    for group in groups:
        start = starts[group.first - 1]
        end = starts[group.last] if group.last < len(starts) else len(source)
        parts.append(source[position:start])
        if group.kept:
            parts.append(source[start:end])
        else:
            lines = [line(n) for n in range(group.first, group.last + 1)]
            inner = indent if group is first_compound else None
            parts.append(_placeholder(lines, len(group.statements), group.first, inner))
            if "import" in source[start:end]:
                for statement in group.statements:
                    hidden_imports |= _bound(names, statement)
        position = end
    parts.append(source[position:])
    sparse = "".join(parts)
    encoding = _encoding(data)
    try:
        module = cst.parse_module(
            (codecs.BOM_UTF8 if data.startswith(codecs.BOM_UTF8) else b"") + sparse.encode(encoding)
        )
    except (cst.ParserSyntaxError, UnicodeEncodeError):
        return None
    if module.default_newline != "\n" or module.default_indent != (indent[1] if indent else "    "):
        return None
    if len(module.body) != len(groups):
        return None
    hidden = frozenset(s for s, group in zip(module.body, groups) if not group.kept)
    return Sparse(module, hidden, frozenset(hidden_imports))


def _needed(statement: ast.stmt, index: int, body: list[ast.stmt]) -> bool:
    """Whether `omnifix.imports` reads the statement: an import, the docstring or import opening
    the module, an assignment to `__all__`."""
    kind = type(statement)
    if kind is ast.Import or kind is ast.ImportFrom:
        return True
    if (
        index == 0
        and kind is ast.Expr
        and isinstance(statement.value, (ast.Constant, ast.JoinedStr))
    ):
        return True
    if kind is ast.Assign:
        return any(type(t) is ast.Name and t.id == "__all__" for t in statement.targets)
    if kind is ast.AugAssign or kind is ast.AnnAssign:
        return type(statement.target) is ast.Name and statement.target.id == "__all__"
    return False


def _is_compound(statement: ast.stmt) -> bool:
    return isinstance(getattr(statement, "body", None), list) or isinstance(statement, ast.Match)


def _column(statement: ast.stmt) -> int:
    """The column a statement starts at (its first decorator's `@`, if any), in UTF-8 bytes."""
    decorators = getattr(statement, "decorator_list", ())
    if decorators:
        first = min(decorators, key=lambda d: (d.lineno, d.col_offset))
        return first.col_offset - 1
    return statement.col_offset


def _placeholder(lines: list[str], count: int, first: int, indent) -> str:
    """The text standing for a group of `count` statements on `lines`; with `indent` (line,
    whitespace), an `if 0:` block whose one statement starts there."""
    endings = [text[len(text.rstrip("\n")) :] for text in lines]
    if indent is not None:  # `if 0:`, blank lines, then the block's statement to the last line
        at, lead = indent
        skip = at - first
        return "if 0:" + "".join(endings[:skip]) + lead + _placeholder(lines[skip:], 1, at, None)
    if len(lines) == 1:
        return ";".join(["0"] * count) + endings[0]
    return "0;" * (count - 1) + "(" + "".join(endings[:-1]) + ")" + endings[-1]


def _bound(names: Names, statement: ast.stmt) -> set[str]:
    """The root names the imports inside `statement` bind."""
    found = set()
    for node in names.below(statement):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                found.add((alias.asname or alias.name).partition(".")[0])
    return found


def _encoding(data: bytes) -> str:
    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    return "utf-8" if encoding == "utf-8-sig" else encoding
