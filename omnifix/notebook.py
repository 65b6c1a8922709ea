"""Jupyter notebooks (`.ipynb`): their code cells migrated as one module, every other byte kept.

**What is migrated.** The code cells of a notebook (nbformat 4, and 3: `worksheets[*].cells[*]`,
`input`) whose kernel language is Python (or not said), in order, are analysed *together* as one
module: an import in cell 1 is what a name in cell 3 refers to, as when the notebook runs top to
bottom. Markdown and raw cells, outputs, execution counts, ids and all metadata are never looked at
or written. The module is the cells' sources joined, each later cell preceded by a marker comment
line (`# omnifix-notebook-cell N`); after the codemods ran, the rewritten module is split again at
those markers (libcst keeps comments, and removed statements leave their comments in place:
`omnifix.edit`), so each line goes back to its cell. A new import the rewrite needs goes where the
engine puts imports (`omnifix.imports`: among the imports that open the module), which is the cell
that holds the notebook's first imports, else the first code cell with code.

**IPython syntax is kept as it is.** Before parsing, each line that IPython would treat as
special is masked, and restored byte for byte after the rewrite: line magics (`%matplotlib
inline`, `%time f(x)`), shell escapes (`!pip install jax`), their assignments (`files = !ls`),
help (`jax.jit?`, `??f`), and their `\\` continuation lines; only at the start of a statement
(a `%` inside brackets is Python's modulo). A masked line at column 0 becomes a comment, an indented
one `pass` with a comment (a block may consist of a magic); one that names what an import of the
notebook binds (`%timeit jnp.dot(x, x)`) becomes a tuple of those names, so that a rewrite does not
remove the import as unused (and if a rewrite renames one of them, the notebook is left unchanged
and reported). A cell magic (`%%...` first line) whose
body is Python (`%%time`, `%%timeit`, `%%capture`, `%%prun`) has only that line masked; any other
cell magic (`%%bash`, `%%writefile`, ...) makes the cell opaque: left alone, not analysed. Code
inside a magic line (`%timeit jax.tree_multimap(f, x)`) is not migrated. If a rewrite lost or moved a
masked line or a cell marker, the notebook is left unchanged and reported as an error.

**Bytes.** The JSON is never re-serialised. The text is scanned once for the spans of the code
cells' `source` values, and only the values of cells whose code changed are replaced, in the
notebook's own style: a list of lines stays a list, split as the original was (nbformat's
`splitlines(keepends=True)`, else on `\\n`; a list split elsewhere than at line ends is split
anew) with the original's separators (indentation and
newlines, CRLF included), a single string stays a string; a line whose text did not change keeps
its original JSON literal (escapes included); new text is escaped as `json.dumps` does, with
`ensure_ascii` when the notebook escapes non-ASCII characters. A BOM stays. A notebook with nothing
to change is never written (byte-identical), so `apply` is idempotent on notebooks as on modules.

**Cost.** A `.ipynb` file is JSON-parsed only when some selected codemod's byte pattern
(`Rule.PATTERN`, else its `prefilter`) occurs in its raw bytes (`worth`), a necessary condition
as JSON escapes no letter; the codemods' own prefilters then run on the extracted code. Files that
are not notebooks pay one suffix test (`is_notebook`). The runner's cache keys notebook tasks by the
notebook's bytes, and `--jobs` workers handle notebooks like modules (`omnifix.runner`).

**Errors, one line each, the run goes on:** bytes that are not UTF-8, text that is not JSON, a
document that is not a notebook of nbformat 3 or 4, and code that does not parse (named by cell:
`syntax error in cell 3, line 2, column 5: ...`).

**Positions.** A finding's `line` and `column` are its place in the `.ipynb` file itself (the line
of the JSON string holding that source line, and the column in the file's text), so SARIF
regions, GitHub annotations and the JSON report point into the file that is in the repository,
as for modules. `Finding.cell` adds `(cell, line, column)`: the cell's 1-based number among all
cells of the notebook (markdown cells count, as they do when one scrolls), and the line and column
in that cell's source. The text format shows that (`nb.ipynb:cell 3:2:5: API001 ...`), JSON has
it as `"cell": {"number", "line", "column"}` and SARIF as the result properties `cell`,
`cellLine` and `cellColumn`.

**Diffs** (`--format diff`, and the `diff` of the JSON report and `--patch-dir` patches, all from
`omnifix.report.diff.unified_diff`): a notebook's patch is the real unified diff of the `.ipynb`
text, so `git apply` (and `patch -p1`) take it from the folder omnifix ran in, like every other
file's; each hunk header names the cells it touches after its `@@ ... @@` (`@@ -40,3 +40,3 @@ cell
3`), a place git ignores. Since nbformat writes one source line per JSON line, those hunks read
almost as code, but with quotes and escapes: so the patch is preceded by the per-cell diffs of the
code itself, each line prefixed by `# ` (review reads these; `git apply` and `patch` skip lines
before a patch that do not start one, and the prefix keeps a removed line such as `-- x` from
being taken for a header). The reviewer gets readable per-cell changes and the tools an exact patch,
in one stream, one place per file.

**Verification.** `--verify` does not run notebooks (their cells rely on state, shell commands
and magics): a changed notebook gets one `SKIPPED` outcome and is written as if verified.
"""

from __future__ import annotations

import bisect
import difflib
import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Mapping, Sequence

from omnifix.results import FileResult, Finding, Options, Shared

if TYPE_CHECKING:
    from omnifix.modules import Module
    from omnifix.project import Exports, Survey
    from omnifix.rule import Rule

SUFFIX = ".ipynb"
CELL_MARK = "# omnifix-notebook-cell "
MAGIC_MARK = "# omnifix-notebook-magic "
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun"})


def is_notebook(path: str) -> bool:
    return path.endswith(SUFFIX)


def worth(data: bytes, selected: Sequence[type[Rule]]) -> bool:
    """Whether the notebook's raw bytes may concern one of `selected`: some codemod's `PATTERN`
    (else its `prefilter`) matches them. JSON escapes no ASCII letter, so a pattern of letters found
    in the code of a cell is found in the file; the real prefilters run on the extracted code."""
    for cls in selected:
        pattern = getattr(cls, "PATTERN", None)
        if (pattern.search(data) is not None) if pattern is not None else cls.prefilter(data):
            return True
    return False


# -- the JSON text ---------------------------------------------------------------------------

_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"'
_TOKEN = re.compile(r"[ \t\r\n]*(?:(" + _STRING + r')|([{}\[\]:,])|([^ \t\r\n{}\[\]:,"]+))', re.S)
_NESTING = re.compile(_STRING + r"|([{}\[\]])")


class _Scanner:
    """Spans of values in a JSON text already known to be valid (`json.loads` read it)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def token(self, pos: int) -> tuple[int, int, int]:
        """(kind: 1 string, 2 punctuation, 3 scalar; start; end) of the token at or after `pos`."""
        match = _TOKEN.match(self.text, pos)
        if match is None:
            raise ValueError(f"unexpected text at offset {pos}")
        kind = match.lastindex or 0
        return kind, match.start(kind), match.end()

    def value(self, pos: int) -> tuple[int, int]:
        """(start, end) of the value at or after `pos`."""
        kind, start, end = self.token(pos)
        if kind == 2 and self.text[start] in "[{":
            depth = 1
            for match in _NESTING.finditer(self.text, end):  # strings and brackets only
                char = match.group(1)
                if char:
                    depth += 1 if char in "[{" else -1
                    if not depth:
                        return start, match.end()
            raise ValueError("unterminated value")
        return start, end

    def find(
        self, start: int, want: tuple, path: tuple = ()
    ) -> tuple[dict[tuple, tuple[int, int]], int]:
        """The spans of the values at the paths matching `want` (keys, and `int` for any index of
        an array) in the value at `start`, by path, and the end of that value; one pass, values off
        the paths skipped (a repeated key: the last one, as `json.loads` keeps it)."""
        kind, at, end = self.token(start)
        if len(path) == len(want):
            span = self.value(start)
            return {path: span}, span[1]
        opening = self.text[at] if kind == 2 else ""
        if opening not in "[{" or (want[len(path)] is int) != (opening == "["):
            return {}, self.value(start)[1]
        found: dict[tuple, tuple[int, int]] = {}
        index = 0
        while True:
            kind, at, after = self.token(end)
            char = self.text[at] if kind == 2 else ""
            if char in "]}" and char:
                return found, after
            if char == ",":
                end = after
                continue
            if opening == "{":
                key = json.loads(self.text[at:after])
                _, _, end = self.token(after)  # :
                step = key
            else:
                end, step = at, index
                index += 1
            if want[len(path)] is int or want[len(path)] == step:
                inner, end = self.find(end, want, path + (step,))
                found.update(inner)
            else:
                end = self.value(end)[1]

    def elements(self, start: int) -> list[tuple[int, int]]:
        """(start, end) of each element of the array at `start`."""
        found = []
        _, _, end = self.token(start)  # [
        while True:
            kind, at, after = self.token(end)
            if kind == 2 and self.text[at] == "]":
                return found
            if kind == 2 and self.text[at] == ",":
                end = after
                continue
            found.append(self.value(at))
            end = found[-1][1]


def _raw_offset(literal: str, index: int) -> int:
    """The offset in a JSON string `literal` (quotes included) of its decoded character `index`."""
    at, count = 1, 0
    while count < index and at < len(literal) - 1:
        if literal[at] == "\\":
            if literal[at + 1] == "u":
                code = int(literal[at + 2 : at + 6], 16)
                at += 6
                if 0xD800 <= code < 0xDC00 and literal.startswith("\\u", at):
                    at += 6  # a surrogate pair is one character
            else:
                at += 2
        else:
            at += 1
        count += 1
    return at


# -- cells --------------------------------------------------------------------------------------


@dataclass
class _Cell:
    number: int  # 1-based, among all the notebook's cells
    text: str  # the source, joined
    span: tuple[int, int]  # of the `source` value in the notebook's text
    items: list[tuple[int, int]] | None  # spans of its strings when the value is a list
    opaque: bool = False  # a non-Python cell magic: left alone
    lines: list[str] = field(default_factory=list)  # the cell's lines, masked


class NotANotebook(ValueError):
    """The bytes are not a notebook omnifix can read: the message says why."""


class Notebook:
    """A notebook's text and its code cells; `code` is the module they make."""

    def __init__(self, data: bytes) -> None:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise NotANotebook(
                f"not a notebook: not UTF-8 ({error.reason} at byte {error.start})"
            ) from None
        self.text = text
        self.bom = 1 if text.startswith("\ufeff") else 0
        try:
            document = json.loads(text[self.bom :])
        except json.JSONDecodeError as error:
            raise NotANotebook(
                f"not a notebook: invalid JSON at line {error.lineno}, column {error.colno}: {error.msg}"
            ) from None
        except RecursionError:
            raise NotANotebook("not a notebook: JSON too deeply nested") from None
        if not isinstance(document, dict):
            raise NotANotebook("not a notebook: the JSON is not an object")
        self.cells: list[_Cell] = []  # the code cells
        self.python = _is_python(document)
        if self.python:
            self._find_cells(document)
        self.magics: list[str] = []  # masked lines, by number
        self.magic_cells: list[int] = []  # the index in `cells` of each
        self.placeholders: list[str] = []  # what stands for each in the module
        self.magic_lines: set[int] = set()  # their module lines
        self._newlines: list[int] | None = None  # offsets of the text's newlines, once asked for
        self.code = self._module().encode("utf-8") if self.cells else b""

    def _find_cells(self, document: dict) -> None:
        version = document.get("nbformat")
        scanner = _Scanner(self.text)
        if version == 4 or (isinstance(version, int) and version > 4):
            groups = [document.get("cells")]
            want: tuple = ("cells", int, "source")
        elif version == 3:
            groups = document.get("worksheets")
            if not isinstance(groups, list) or not all(isinstance(sheet, dict) for sheet in groups):
                raise NotANotebook("not a notebook: nbformat 3 without a list of worksheets")
            groups = [sheet.get("cells") for sheet in groups]
            want = ("worksheets", int, "cells", int, "input")
        else:
            raise NotANotebook(f"not a notebook of nbformat 3 or 4 (nbformat: {version!r})")
        spans, _ = scanner.find(self.bom, want)
        key = want[-1]
        number = 0
        for group, cells in enumerate(groups):
            if not isinstance(cells, list):
                raise NotANotebook("not a notebook: no list of cells")
            for index, cell in enumerate(cells):
                number += 1
                if not isinstance(cell, dict):
                    raise NotANotebook(f"not a notebook: cell {number} is not an object")
                if cell.get("cell_type") != "code" or cell.get("language", "python") != "python":
                    continue
                source = cell.get(key, "")
                if isinstance(source, list) and all(isinstance(s, str) for s in source):
                    text = "".join(source)
                elif isinstance(source, str):
                    text = source
                else:
                    raise NotANotebook(f"not a notebook: the source of cell {number} is not text")
                value = spans.get(
                    ("cells", index, key)
                    if key == "source"
                    else ("worksheets", group, "cells", index, key)
                )
                if value is None:  # a code cell without source: nothing to migrate
                    continue
                items = scanner.elements(value[0]) if self.text[value[0]] == "[" else None
                self.cells.append(_Cell(number, text, value, items))

    # -- the module ----------------------------------------------------------------------------

    def _module(self) -> str:
        """The code cells as one module; each cell's lines masked (`_mask`)."""
        parts = []
        self.owner: list[tuple[int, int]] = [
            (0, 0)
        ]  # module line -> (index in `cells`, line in the cell; 0: marker)
        self.imported = _imported("\n".join(cell.text for cell in self.cells))
        for index, cell in enumerate(self.cells):
            if CELL_MARK.strip() in cell.text or MAGIC_MARK.strip() in cell.text:
                raise NotANotebook(f"cell {cell.number} contains omnifix's own marker comments")
            if index:
                parts.append(f"{CELL_MARK}{cell.number}\n")
                self.owner.append((index, 0))
            cell.lines = self._mask(cell, index)
            for line_number, line in enumerate(cell.lines, start=1):
                if MAGIC_MARK in line:
                    self.magic_lines.add(len(self.owner))
                self.owner.append((index, line_number))
            parts += cell.lines
        return "".join(parts)

    def _mask(self, cell: _Cell, index: int) -> list[str]:
        """The cell's lines (each ending with a newline) with IPython's own syntax replaced by
        comments (or an indented `pass` with a comment), recorded in `magics`."""
        lines = _py_lines(cell.text)
        if lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += "\n"
        first = 0
        if lines and lines[0].lstrip().startswith("%%"):
            words = lines[0].lstrip()[2:].split(None, 1)
            if not words or words[0] not in PYTHON_CELL_MAGICS:
                cell.opaque = True
                return []
            lines[0] = self._hide(lines[0], index, indented=False, names=False)  # stays first
            first = 1
        state = _Lexer()
        continuing = False
        for number in range(first, len(lines)):
            line = lines[number]
            if continuing or (state.at_start() and _is_magic(line)):
                lines[number] = self._hide(
                    line, index, indented=not continuing and bool(_indent(line))
                )
                continuing = line.rstrip("\r\n").endswith("\\")
                continue
            state.feed(line)
        return lines

    def _hide(self, line: str, index: int, indented: bool, names: bool = True) -> str:
        body = line.rstrip("\r\n")
        self.magics.append(body)
        self.magic_cells.append(index)
        comment = f"{MAGIC_MARK}{len(self.magics) - 1}"
        indent = _indent(line)
        used = (
            [word for word in dict.fromkeys(_WORD.findall(body)) if word in self.imported]
            if names
            else []
        )
        if used:  # imports it uses must not be taken for unused
            placeholder = f"{indent}({', '.join(used)},)  {comment}"
        else:
            placeholder = f"{indent}pass  {comment}" if indented else f"{indent}{comment}"
        self.placeholders.append(placeholder.strip())
        return placeholder + line[len(body) :]

    # -- back to the notebook ------------------------------------------------------------------

    def cell_position(self, line: int, column: int) -> tuple[_Cell, int, int]:
        """The cell, its line and column, of a 1-based module line and column."""
        line = min(max(line, 1), len(self.owner) - 1)
        index, in_cell = self.owner[line]
        if in_cell == 0:  # a marker line: the cell's first line
            in_cell, column = 1, 1
        return self.cells[index], in_cell, column

    def file_position(self, cell: _Cell, line: int, column: int) -> tuple[int, int]:
        """The 1-based line and column in the notebook's text of a cell's line and column."""
        lines = _py_lines(cell.text)
        offset = sum(len(text) for text in lines[: line - 1]) + column - 1
        spans = cell.items if cell.items is not None else [cell.span]
        at = spans[0][0] + 1 if spans else cell.span[0]
        for start, end in spans:
            literal = self.text[start:end]
            size = len(json.loads(literal))
            if offset < size or (start, end) == spans[-1]:
                at = start + _raw_offset(literal, min(offset, size))
                break
            offset -= size
        line = self.line_of(at)
        before = self._newlines[line - 2] if line > 1 else -1
        return line, at - before - (1 if self.bom and before < 0 else 0)

    def line_of(self, offset: int) -> int:
        """The 1-based line of the notebook's text that `offset` is on."""
        if self._newlines is None:
            self._newlines = [match.start() for match in re.finditer("\n", self.text)]
        return bisect.bisect_left(self._newlines, offset) + 1

    def finding(self, finding: Finding) -> Finding:
        cell, line, column = self.cell_position(finding.line, finding.column)
        file_line, file_column = self.file_position(cell, line, column)
        return replace(
            finding, line=file_line, column=file_column, cell=(cell.number, line, column)
        )

    def error(self, message: str) -> str:
        """An engine error with its module line named by cell (`at line 7` -> `in cell 3, line 2`)."""

        def named(match: re.Match) -> str:
            cell, line, _ = self.cell_position(int(match.group(2)), 1)
            return f"{'in ' if match.group(1) else ''}cell {cell.number}, line {line}"

        return re.sub(r"\b(at )?line (\d+)", named, message, count=1)

    def split(self, code: str) -> list[str]:
        """The new text of each code cell, from the rewritten module `code`; raises ValueError when
        the rewrite lost or moved a marker."""
        pieces: list[list[str]] = [[]]
        seen = 0
        for line in _py_lines(code):
            if line.lstrip().startswith(CELL_MARK):
                seen += 1
                if (
                    seen >= len(self.cells)
                    or line.strip() != f"{CELL_MARK}{self.cells[seen].number}"
                ):
                    raise ValueError("the cells could not be told apart")
                pieces.append([])
            else:
                pieces[-1].append(line)
        if len(pieces) != len(self.cells):
            raise ValueError("the cells could not be told apart")
        used: set[int] = set()
        texts = []
        for index, (cell, lines) in enumerate(zip(self.cells, pieces)):
            if cell.opaque:
                if "".join(lines).strip():
                    raise ValueError(f"code was added to cell {cell.number}, which is not Python")
                texts.append(cell.text)
                continue
            for number, line in enumerate(lines):
                found = re.search(re.escape(MAGIC_MARK) + r"(\d+)", line)
                if found:
                    magic = int(found.group(1))
                    if (
                        magic in used
                        or magic >= len(self.magics)
                        or self.magic_cells[magic] != index
                    ):
                        raise ValueError("an IPython line moved")
                    if line.strip() != self.placeholders[magic]:
                        raise ValueError(
                            f"the rewrite renames what this IPython line uses: {self.magics[magic].strip()}"
                        )
                    used.add(magic)
                    end = line[len(line.rstrip("\r\n")) :]
                    lines[number] = self.magics[magic] + end
            text = "".join(lines)
            head = cell.text.splitlines()[0] if cell.text else ""
            if head.lstrip().startswith("%%") and not text.startswith(head):
                raise ValueError(
                    f"the cell magic of cell {cell.number} is no longer its first line"
                )
            if not cell.text.endswith("\n") and text.endswith("\n"):
                text = text[:-1]
            texts.append(text)
        if len(used) != len(self.magics):
            raise ValueError("an IPython line was lost")
        return self._imports_home(texts)

    def _imports_home(self, texts: list[str]) -> list[str]:
        """`texts` with the imports the rewrite added at the top of the first code cell moved to
        the cell of the notebook's first imports, after them, when the first cell has none and the
        cells before that one do not use the names they bind (the engine puts new imports after
        the imports that open the module, else at its top)."""
        first = self.cells[0]
        if _TOP_IMPORT.search(first.text) or first.opaque:
            return texts
        home = next(
            (i for i, c in enumerate(self.cells) if not c.opaque and _TOP_IMPORT.search(c.text)),
            None,
        )
        if home is None:
            return texts
        old, new = _py_lines(first.text), _py_lines(texts[0])
        added = []
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(
            None, old, new, autojunk=False
        ).get_opcodes():
            if tag == "insert" and i1 == 0:
                added = [n for n in range(j1, j2) if _SIMPLE_IMPORT.match(new[n])]
        if not added:
            return texts
        kept = "".join(line for n, line in enumerate(new) if n not in added)
        names = _imported("".join(new[n] for n in added))
        before = kept + "".join(texts[1:home])
        if not names or any(word in names for word in _WORD.findall(before)):
            return texts
        moved = [new[n].rstrip("\r\n") + "\n" for n in added]
        lines = _py_lines(texts[home])
        at = 0
        for number, line in enumerate(lines):
            if _SIMPLE_IMPORT.match(line) or _TOP_IMPORT.match(line):
                at = number + 1
            elif line.strip() and not line.lstrip().startswith(("#", "%", "!")):
                break
        if not at:  # the cell's imports come after its code: leave the engine's choice
            return texts
        if not lines[at - 1].endswith(("\n", "\r")):
            lines[at - 1] += "\n"
            if at == len(lines):
                moved[-1] = moved[-1].rstrip("\n")
        texts = list(texts)
        texts[0] = kept if first.text.endswith("\n") or not kept.endswith("\n") else kept[:-1]
        texts[home] = "".join(lines[:at] + moved + lines[at:])
        return texts

    def spliced(self, texts: Sequence[str]) -> bytes:
        """The notebook's bytes with the `source` of each code cell whose text changed replaced."""
        ascii_only = _escapes_non_ascii(self.text)
        out, at = [], 0
        for cell, text in zip(self.cells, texts):
            if text == cell.text:
                continue
            start, end = cell.span
            out += [self.text[at:start], self._value(cell, text, ascii_only)]
            at = end
        out.append(self.text[at:])
        return "".join(out).encode("utf-8")

    def _value(self, cell: _Cell, text: str, ascii_only: bool) -> str:
        if cell.items is None:
            return json.dumps(text, ensure_ascii=ascii_only)
        old = [self.text[s:e] for s, e in cell.items]
        decoded = [json.loads(literal) for literal in old]
        known = dict(zip(decoded, old))
        joined = "".join(decoded)
        if (
            decoded
            and decoded != joined.splitlines(keepends=True)
            and decoded == _split_newline(joined)
        ):
            lines = _split_newline(text)  # this notebook splits on "\n" only
        else:
            lines = text.splitlines(keepends=True)  # as nbformat does
        if not lines:
            return "[]"
        opening, between, closing = self._separators(cell)
        items = [known.get(line) or json.dumps(line, ensure_ascii=ascii_only) for line in lines]
        return "[" + opening + between.join(items) + closing + "]"

    def _separators(self, cell: _Cell) -> tuple[str, str, str]:
        """The text after `[`, between items and before `]` of a cell's source list, as this
        notebook writes them."""
        for candidate in sorted(self.cells, key=lambda c: (c is not cell, -len(c.items or ()))):
            items = candidate.items
            if items:
                start, end = candidate.span
                opening = self.text[start + 1 : items[0][0]]
                closing = self.text[items[-1][1] : end - 1]
                between = self.text[items[0][1] : items[1][0]] if len(items) > 1 else "," + opening
                return opening, between, closing
        newline = "\r\n" if "\r\n" in self.text else "\n"
        start = cell.span[0]
        line_start = self.text.rfind("\n", 0, start) + 1
        indent = self.text[line_start:start]
        indent = indent[: len(indent) - len(indent.lstrip(" \t"))]
        return newline + indent + " ", "," + newline + indent + " ", newline + indent


def _py_lines(text: str) -> list[str]:
    """`text` in lines as Python sees them: ended by `\\n`, `\\r\\n` or `\\r` only (a form feed is
    not a line break), each with its line break."""
    return _PY_LINE.findall(text)


_PY_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def _split_newline(text: str) -> list[str]:
    """`text` in lines ended by `\\n` only, each with its `\\n`."""
    parts = text.split("\n")
    last = parts.pop()
    return [p + "\n" for p in parts] + ([last] if last else [])


def _escapes_non_ascii(text: str) -> bool:
    """Whether the notebook writes non-ASCII characters as `\\u` escapes (`ensure_ascii`)."""
    if not text.lstrip("\ufeff").isascii():
        return False
    return (
        re.search(
            r"\\u(?:00[89a-fA-F][0-9a-fA-F]|0[1-9a-fA-F][0-9a-fA-F]{2}|[1-9a-fA-F][0-9a-fA-F]{3})",
            text,
        )
        is not None
    )


def _is_python(document: dict) -> bool:
    metadata = document.get("metadata")
    if not isinstance(metadata, dict):
        return True
    for key, inner in (("kernelspec", "language"), ("language_info", "name")):
        found = metadata.get(key)
        if isinstance(found, dict) and isinstance(found.get(inner), str) and found[inner]:
            return found[inner].lower() in ("python", "python3", "python2", "ipython")
    return True


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


_MAGIC = re.compile(
    r"[ \t]*(?:[%!]"  # %magic, !shell
    r"|[\w.]+(?:[ \t]*,[ \t]*[\w.]+)*[ \t]*=[ \t]*[%!]"  # x = !ls, a, b = %magic
    r"|\?{1,2}[\w.]+[ \t]*$"  # ?name
    r"|[\w.]+\?{1,2}[ \t]*$)"  # name?, name??
)


_WORD = re.compile(r"(?<![\w.])[A-Za-z_]\w*")
_IMPORT = re.compile(r"^[ \t]*(?:from[ \t]+[\w.]+[ \t]+)?import[ \t]+\(?([^#\n)]*)", re.M)


_TOP_IMPORT = re.compile(r"^(?:import|from)[ \t]", re.M)
_SIMPLE_IMPORT = re.compile(
    r"(?:import[ \t]+[\w.]+(?:[ \t]+as[ \t]+\w+)?|from[ \t]+[\w.]+[ \t]+import[ \t]+\w+(?:[ \t]+as[ \t]+\w+)?)[ \t]*(?:\r\n|\r|\n)?\Z"
)


def _imported(code: str) -> set[str]:
    """The names the `import` statements of `code` may bind (`import a.b` binds `a`; `as` names)."""
    found = set()
    for names in _IMPORT.findall(code):
        for part in names.split(","):
            words = part.split()
            if words:
                found.add(
                    words[-1] if len(words) == 3 and words[1] == "as" else words[0].split(".")[0]
                )
    return found


def _is_magic(line: str) -> bool:
    return _MAGIC.match(line.rstrip("\r\n")) is not None and not line.lstrip().startswith("!=")


class _Lexer:
    """Just enough of Python's tokenizer to tell whether the next line starts a statement: open
    brackets, strings spanning lines and `\\` continuations."""

    def __init__(self) -> None:
        self.depth = 0
        self.quote: str | None = None
        self.continued = False

    def at_start(self) -> bool:
        return self.depth == 0 and self.quote is None and not self.continued

    def feed(self, line: str) -> None:
        text = line.rstrip("\r\n")
        at, size, quote, depth = 0, len(text), self.quote, self.depth
        comment = False
        while at < size:
            char = text[at]
            if quote:
                if char == "\\":
                    at += 2
                    continue
                if text.startswith(quote, at):
                    at += len(quote)
                    quote = None
                    continue
                at += 1
                continue
            if char == "#":
                comment = True
                break
            if char in "\"'":
                triple = text[at : at + 3]
                quote = triple if triple in ('"""', "'''") else char
                at += len(quote)
                continue
            if char in "([{":
                depth += 1
            elif char in ")]}":
                depth = max(0, depth - 1)
            at += 1
        self.continued = not comment and text.endswith("\\")
        if quote in ('"', "'") and not self.continued:
            quote = None  # an unterminated one-line string: Python would fail; do not drag it on
        self.quote, self.depth = quote, depth


# -- hooks for the engine and the runner --------------------------------------------------------


def load(path: str, data: bytes) -> Notebook | FileResult:
    try:
        return Notebook(data)
    except NotANotebook as error:
        return FileResult(path, error=str(error))
    except ValueError as error:  # the scanner disagreed with `json.loads`: should not happen
        return FileResult(path, error=f"not a notebook omnifix can read: {error}")


def process(
    path: str,
    data: bytes,
    selected: Sequence[type[Rule]],
    options: Options,
    shared: Mapping[str, Shared] | None = None,
    screened: bool = False,
) -> FileResult:
    """`engine.process_bytes` for a notebook: its code cells as one module, the result mapped back
    (findings to their cells, the rewrite spliced into the notebook's text)."""
    from omnifix.engine import process_bytes

    if not selected:
        return FileResult(path)
    book = load(path, data)
    if isinstance(book, FileResult):
        return book
    if not book.code:
        return FileResult(path)
    result = process_bytes(path, book.code, selected, options, shared, screened)
    findings = tuple(book.finding(f) for f in result.findings if f.line not in book.magic_lines)
    if result.error:
        return replace(result, findings=findings, error=book.error(result.error))
    if not result.changed:
        return replace(result, findings=findings)
    assert result.new is not None
    try:
        texts = book.split(result.new.decode("utf-8"))
    except ValueError as problem:
        return FileResult(
            path,
            findings=tuple(replace(f, applied=False) for f in findings),
            error=f"rewrite dropped: {problem}; notebook left unchanged",
        )
    new = book.spliced(texts)
    if new == data:
        return FileResult(path, findings=findings, published=result.published)
    return FileResult(
        path,
        findings=findings,
        old=data,
        new=new,
        encoding="utf-8",
        digest=hashlib.sha256(data).hexdigest(),
        published=result.published,
    )


def survey(path: str, data: bytes, module: Module, selected: Sequence[type[Rule]]) -> Survey:
    """`project.survey` of a notebook's code cells (errors named by cell)."""
    from omnifix import project

    if not selected:
        return project.NOTHING
    book = load(path, data)
    if isinstance(book, FileResult):
        return project.Survey(result=book)
    if not book.code:
        return project.Survey(result=FileResult(path))
    found = project.survey(path, book.code, module, selected)
    if found.result is not None and found.result.error:
        return replace(found, result=replace(found.result, error=book.error(found.result.error)))
    return found


def find_uses(
    data: bytes,
    module: Module,
    index: int,
    exports: Exports,
    selected: Sequence[type[Rule]],
    wanted: frozenset[str] = frozenset(),
):
    """`project.find_uses` of a notebook's code cells."""
    from omnifix import project

    try:
        code = Notebook(data).code
    except ValueError:
        return None
    return (
        project.find_uses(code, module, index, exports, selected, wanted=wanted) if code else None
    )


def relays(
    data: bytes, module: Module, index: int, exports: Exports, selected: Sequence[type[Rule]]
):
    """`project.relays` of a notebook's code cells."""
    from omnifix import project

    try:
        code = Notebook(data).code
    except ValueError:
        return None
    return project.relays(code, module, index, exports, selected) if code else None


def skipped(results: Sequence[FileResult]) -> dict[str, list]:
    """The `--verify` outcome of each changed notebook: SKIPPED (notebooks are not run)."""
    from omnifix.verdicts import Outcome, Status

    return {
        r.path: [
            Outcome(
                r.path,
                "<notebook>",
                1,
                Status.SKIPPED,
                "notebooks are not run by --verify: rerun the notebook to check it",
            )
        ]
        for r in results
        if r.changed and is_notebook(r.path)
    }


# -- the diff ---------------------------------------------------------------------------------


def annotate_diff(result: FileResult, patch: str, name: str) -> str:
    """The patch of a notebook (`patch`, the unified diff of its text, shown as `name`) with its
    hunk headers naming the cells they touch, preceded by each changed cell's own diff as `# `
    comment lines (see the module's documentation)."""
    assert result.old is not None and result.new is not None
    try:
        old, new = Notebook(result.old), Notebook(result.new)
    except ValueError:
        return patch
    if [c.number for c in old.cells] != [c.number for c in new.cells]:
        return patch
    view = []
    for before, after in zip(old.cells, new.cells):
        if before.text == after.text:
            continue
        lines = difflib.unified_diff(
            _lines(before.text),
            _lines(after.text),
            f"a/{name} (cell {before.number})",
            f"b/{name} (cell {after.number})",
        )
        view += ["# " + line.rstrip("\r\n") + "\n" for line in lines]
    ranges = [
        (old.line_of(cell.span[0]), old.line_of(cell.span[1]), cell.number) for cell in old.cells
    ]

    def heading(match: re.Match) -> str:
        start = int(match.group(1))
        length = int(match.group(2) or 1)
        last = start + max(length, 1) - 1
        cells = [n for first, end, n in ranges if first <= last and end >= start]
        if not cells:
            return match.group(0)
        label = f"cell {cells[0]}" if len(cells) == 1 else "cells " + ", ".join(map(str, cells))
        return f"{match.group(0)} {label}"

    annotated = re.sub(r"^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@(?=\n)", heading, patch, flags=re.M)
    if not view:
        return annotated
    header = f"# {name}: the changed cells, then the patch of the notebook (`git apply` reads the patch)\n"
    return header + "".join(view) + annotated


def _lines(text: str) -> list[str]:
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith(("\n", "\r")):
        lines[-1] += "\n"
    return lines
