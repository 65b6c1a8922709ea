"""The sparse libcst parse (`omnifix.sparse`): the statements it keeps are the whole parse's, and
the code of rewrites made from it is the code of the same rewrites of the whole parse."""

from __future__ import annotations

import ast
from pathlib import Path

import libcst as cst
import pytest

from omnifix import engine, sparse
from omnifix.engine import _Texts, process_bytes
from omnifix.names import Names
from omnifix.registry import all_codemods
from omnifix.results import Options

HANDLED = {
    "decorators and comments": "# header\n\nimport a\n\n\n# lead\n@deco\n# between\n@other(1)\n"
    "def f():\n    x = 1\n    # block footer\n\n# module footer\nx = 2\ny = 3\n",
    "joined lines": "import a\nx = 1; y = (2,\n  3); z = 4\ndef f():\n    pass\nw = 5\n",
    "two-space indent": '"""Doc."""\nimport a\n\n\nclass A:\n\n  def f(self):\n    return 1\n\n\n'
    "def g(\n    x,\n):\n  return x\n__all__ = ['g']\nv = 1\n",
    "tabs": "import a\nif a:\n\tb = 1\nelse:\n\tb = 2\nc = 3\n",
    "no trailing newline": "import a\ndef f():\n  pass\nx = 1",
    "bom": "\ufeffimport a\ndef f():\n  return 1\nx = a.b\n",
    "indented comment after a block": "import a\ndef f():\n  x = 1\n  # mine\ny = 2\nz = 3\n",
    "strings over lines": 'import a\nx = """\n\n"""\ndef f():\n  """\n  doc\n  """\ny = 1\n',
}
FALLBACKS = {
    "crlf": "import a\r\ndef f():\r\n  pass\r\nx = 1\r\n",
    "continued blank line": "import a\nx = 1\n  \\\n\ny = 2\nz = 3\n",
    "decorator continued after @": "import a\n@ \\\n  deco\ndef f(): pass\nx = 1\n",
    "first block on its header's line": "import a\nif a: b = 1\nx = 1\ndef f():\n  pass\n",
}


def _both(source: str, wanted: set[int]):
    data = source.encode()  # a leading U+FEFF is the BOM
    names = Names.of(ast.parse(data))
    return data, names, cst.parse_module(data), sparse.parse(data, names, wanted)


@pytest.mark.parametrize("shape", sorted(HANDLED))
def test_kept_statements_are_those_of_the_whole_parse(shape):
    source = HANDLED[shape]
    count = len(ast.parse(source.encode()).body)
    for wanted in [{i} for i in range(count)]:
        data, names, whole, part = _both(source, wanted)
        assert part is not None, (shape, wanted)
        module = part.module
        assert len(module.body) == len(whole.body)
        assert (module.default_indent, module.default_newline, module.encoding) == (
            whole.default_indent,
            whole.default_newline,
            whole.encoding,
        )
        assert part.hidden
        for mine, theirs in zip(module.body, whole.body):
            assert len(mine.leading_lines) == len(theirs.leading_lines)
            if mine not in part.hidden:
                assert module.code_for_node(mine) == whole.code_for_node(theirs)
        texts = _Texts(module, names, data, part)
        new = cst.parse_statement("new = 0\n")
        for i, statement in enumerate(module.body):
            if statement in part.hidden:
                continue
            rewrite = module.with_changes(body=[*module.body[:i], new, *module.body[i + 1 :]])
            expected = whole.with_changes(body=[*whole.body[:i], new, *whole.body[i + 1 :]])
            if i == len(module.body) - 1 and not whole.has_trailing_newline:
                with pytest.raises(sparse.Unsafe):  # where its line break goes is libcst's
                    texts.code(rewrite)
                continue
            assert texts.code(rewrite) == expected.bytes, (shape, i)


@pytest.mark.parametrize("shape", sorted(FALLBACKS))
def test_shapes_a_placeholder_could_change_are_parsed_whole(shape):
    source = FALLBACKS[shape]
    assert _both(source, {0})[3] is None


def test_a_rewrite_that_would_generate_a_placeholder_is_unsafe():
    data, names, _, part = _both("import a\ndef f():\n  pass\nx = 1\n", {0})
    texts = _Texts(part.module, names, data, part)
    body = list(part.module.body)
    with pytest.raises(sparse.Unsafe):
        texts.code(part.module.with_changes(body=[body[0], body[1].deep_clone(), body[2]]))


_INPUTS = sorted(Path(__file__).resolve().parents[1].glob("golden/*/*.input.py"))


def test_every_golden_input_comes_out_as_with_the_whole_parse(monkeypatch):
    """All codemods, unsafe fixes too, on every golden input: sparse and whole parse agree."""
    selected = list(all_codemods())
    options = Options(unsafe_fixes=True)
    sparse_results = [process_bytes(str(p), p.read_bytes(), selected, options) for p in _INPUTS]
    monkeypatch.setattr(engine.sparse, "parse", lambda *args: None)
    for path, mine in zip(_INPUTS, sparse_results):
        whole = process_bytes(str(path), path.read_bytes(), selected, options)
        assert (mine.new, mine.findings, mine.error) == (whole.new, whole.findings, whole.error)


NESTED = [
    "class A:\n  # c\n  @deco\n  def f(self, x):\n    if x:\n      y = x.a; z = (x.b,\n"
    "        x.c)\n    elif x.d:\n      return x.e\n    else:\n      return [x.f]\n",
    "def g(x):\n\ttry:\n\t\tx.a()\n\texcept E as e:\n\t\tx.b(e)\n\telse:\n\t\tx.c()\n"
    "\tfinally:\n\t\tx.d()\n\tfor i in x.e:\n\t\tx.f(i)\n\telse:\n\t\tx.g()\n",
    "def h(x):\n    with x.a as b:\n        while b.c:\n            b.d()\n"
    "    match x.e:\n        case 1:\n            x.f()\n    if x: x.g()\n",
    "if a:\n  pass\nelse:\n  if b.c:\n    d.e()\n",
    "@d.e(1)\ndef f(\n    x: a.B = c.d,\n    *y: e.F,\n) -> g.H:  # c\n  class K(\n      a.B, m=c.d):\n"
    "    def g(self, z: a.B) -> c.D: return z.e\n  with a.b(\n      c) as d, e.f as g:\n"
    "    for i in (\n        a.b):\n      while (c.d\n             and e): i.f()\n",
]


@pytest.mark.parametrize("source", NESTED)
def test_nodes_are_found_within_their_innermost_statement(source, monkeypatch):
    """`plan._Targets` generates only the innermost statement holding a node for its position
    (only its header, for a node there), and finds the node the whole top-level statement's
    positions find."""
    from omnifix import plan
    from omnifix.positions import SourceText

    data = source.encode()
    names = Names.of(ast.parse(data))
    module = cst.parse_module(data)
    wanted = [
        n
        for n in names.nodes
        if isinstance(n, (ast.stmt, ast.expr)) and hasattr(n, "lineno") and n is not names.tree
        if type(n) in plan._CST_CLASSES or hasattr(cst, type(n).__name__)
    ]

    def found(targets):
        out = []
        for node in wanted:
            try:
                out.append(targets.find(node))
            except LookupError:
                out.append(None)
        return out

    narrow = plan._Targets(module, names, SourceText(data))
    mine = found(narrow)
    assert any(
        len(indents)
        for _, _, indents in [
            narrow._innermost(
                narrow.owner(n), names.tree.body[narrow._owner.index(narrow.owner(n))], n
            )
            for n in wanted
        ]
    )
    monkeypatch.setattr(
        plan._Targets,
        "_innermost",
        lambda self, statement, tree, node: (statement, tree, []),
    )
    monkeypatch.setattr(plan, "_in_header", lambda statement, tree, node: False)
    assert mine == found(plan._Targets(module, names, SourceText(data)))
    assert sum(node is not None for node in mine) > len(wanted) // 2


@pytest.mark.parametrize("shape", sorted(HANDLED))
def test_a_statement_copied_with_other_leading_lines_keeps_its_text(shape):
    """A rewrite whose statements are copies of the module's with other leading lines alone (as
    `edit.tidy` makes after a removed statement): placeholders too, and the last statement with
    the footer; its code is the whole parse's same rewrite's."""
    source = HANDLED[shape]
    lines = [cst.EmptyLine(), cst.EmptyLine(comment=cst.Comment("# moved"))]
    for wanted in [{i} for i in range(len(ast.parse(source.encode()).body))]:
        data, names, whole, part = _both(source, wanted)
        texts = _Texts(part.module, names, data, part)
        for i in range(len(whole.body)):
            for leading in [lines, [], part.module.body[i].leading_lines]:
                mine, theirs = (
                    module.with_changes(
                        body=[
                            *module.body[:i],
                            module.body[i].with_changes(leading_lines=leading),
                            *module.body[i + 1 :],
                        ]
                    )
                    for module in (part.module, whole)
                )
                assert texts.original(mine.body[i]) is part.module.body[i]
                assert texts.code(mine) == theirs.bytes, (shape, wanted, i)
                assert texts.hidden(mine) == (
                    part.hidden - {part.module.body[i]} | {mine.body[i]}
                    if part.module.body[i] in part.hidden
                    else part.hidden
                )


def test_a_placeholder_copied_with_another_field_changed_is_unsafe():
    data, names, _, part = _both("import a\ndef f():\n  pass\nx = 1\n", {0})
    texts = _Texts(part.module, names, data, part)
    body = list(part.module.body)
    copy = body[2].with_changes(trailing_whitespace=cst.TrailingWhitespace())
    assert texts.original(copy) is None
    with pytest.raises(sparse.Unsafe):
        texts.code(part.module.with_changes(body=[body[0], body[1], copy]))


def test_dropping_an_import_before_a_placeholder_keeps_the_sparse_parse(monkeypatch):
    """TST001 removes `b`'s use in `f`; the import of `b` goes, and the statement after it (a
    placeholder) takes its leading lines: the rewrite is still made from the sparse parse."""
    from omnifix.plan import REMOVE, Site
    from omnifix.results import Tier
    from tests.test_engine import make

    def removes(context):
        return [
            Site(node, "drop", Tier.SAFE, lambda node, imports: REMOVE)
            for node in ast.walk(context.tree)
            if isinstance(node, ast.Expr) and ast.unparse(node) == "b.g()"
        ]

    source = b"import a\n# about b\nimport b\n\n# x\nx = 1\n\n\ndef f():\n    b.g()\n    return a\n"
    parsed = []
    parse = cst.parse_module
    monkeypatch.setattr(cst, "parse_module", lambda data: parsed.append(data) or parse(data))
    result = process_bytes("t.py", source, [make("TST001", rb".", removes)], Options())
    assert parsed == [source.replace(b"x = 1", b"0")]  # the sparse text, not the whole one
    assert result.new == (b"import a\n# about b\n\n# x\nx = 1\n\n\ndef f():\n    return a\n"), (
        result.new
    )
