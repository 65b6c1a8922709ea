"""The engine's guarantees: untouched bytes, a rewrite that does not parse is dropped, fixed
point with a cap, codemod bugs contained, findings on the original lines, no jax import."""

from __future__ import annotations

import ast
import re
import subprocess
import sys

import libcst as cst
import pytest

from omnifix.engine import MAX_PASSES, process_bytes
from omnifix.plan import REMOVE, PlanContext, Site, Split
from omnifix.registry import all_codemods
from omnifix.results import Options, Shared, Tier
from omnifix.rule import Rule


def make(code: str, pattern: bytes, plan) -> type[Rule]:
    """A test codemod whose `plan(context)` is `plan`."""
    return type(
        f"Test{code}",
        (Rule,),
        {
            "CODE": code,
            "NAME": code.lower(),
            "SUMMARY": "test",
            "TIER": Tier.SAFE,
            "PATTERN": re.compile(pattern),
            "plan": classmethod(lambda cls, c: plan(c)),
        },
    )


def _named(context: PlanContext, name: str) -> list[ast.Name]:
    return [n for n in context.names.nodes if type(n) is ast.Name and n.id == name]


@pytest.mark.parametrize(
    "data",
    [
        b"import jax\r\n\r\nx = jax.numpy.ones(1)  # omnistaging\r\n",
        b"\xef\xbb\xbfimport jax\nif jax:\n\ty = 1  # omnistaging\n",
        b"# -*- coding: latin-1 -*-\nimport jax\ns = '\xe9'  # omnistaging\n",
        b"import jax\nif True:\n  x = 1  # omnistaging\n",
        b"",
    ],
)
def test_files_without_changes_come_back_unchanged(data):
    result = process_bytes("t.py", data, all_codemods(), Options())
    assert result.error is None and not result.changed and result.new is None


def test_a_rewrite_that_does_not_parse_is_dropped():
    def plan(context):
        return [
            Site(n, "break it", Tier.SAFE, lambda node, imports: node.with_changes(value="for"))
            for n in _named(context, "x")
        ]

    result = process_bytes("t.py", b"x = 1\n", [make("TST001", rb"x", plan)], Options())
    assert not result.changed
    assert result.error.startswith("rewrite dropped: its output does not parse (line 1")


def test_rewrites_that_never_settle_are_reported():
    def plan(context):
        grow = cst.parse_statement("y = 2\n").body[0]
        return [
            Site(context.tree.body[0], "grow", Tier.SAFE, lambda node, imports: Split(node, [grow]))
        ]

    result = process_bytes("t.py", b"x = 1\n", [make("TST001", rb"x", plan)], Options())
    assert not result.changed
    assert result.error == f"rewrites did not settle after {MAX_PASSES} passes; file left unchanged"


def _splitting(kept: str | None, after: str):
    """A codemod putting `after` after each `x = ...` statement, which becomes `kept`."""

    def plan(context):
        def edit(node, imports):
            module = cst.parse_module(after)
            statements = [
                s if isinstance(s, cst.BaseCompoundStatement) else s.body[0] for s in module.body
            ]
            return Split(kept and cst.parse_statement(kept).body[0], statements)

        return [
            Site(s, "split", Tier.SAFE, edit)
            for s in ast.walk(context.tree)
            if type(s) is ast.Assign and ast.unparse(s.targets[0]) == "x"
        ]

    return make("TST001", rb"x", plan)


@pytest.mark.parametrize(
    ("source", "kept", "after", "expected"),
    [
        # the statement goes: its line's comment ends the first line put in its place
        (b"x = 1  # keep\n", None, "y = 2\n", b"y = 2  # keep\n"),
        (b"x = 1  # keep\n", None, "for i in z:\n    y = i\n", b"for i in z:  # keep\n    y = i\n"),
        (b"x = 1; z = 3  # keep\n", None, "y = 2\n", b"y = 2\nz = 3  # keep\n"),
        # kept, the comment stays on the line of the statements it was on, once
        (b"x = 1; z = 3  # keep\n", "w = 1", "y = 2\n", b"w = 1\ny = 2\nz = 3  # keep\n"),
        (b"x = 1  # keep\n", "w = 1", "y = 2\n", b"w = 1  # keep\ny = 2\n"),
    ],
)
def test_a_split_line_keeps_its_comment_once(source, kept, after, expected):
    result = process_bytes("t.py", source, [_splitting(kept, after)], Options())
    assert result.new == expected


def test_a_codemod_bug_is_an_error_for_that_file_only():
    def plan(context):
        raise KeyError("boom")

    result = process_bytes("t.py", b"x = 1\n", [make("TST001", rb"x", plan)], Options())
    assert result.error == "internal error: KeyError: 'boom'"


def test_findings_of_a_later_codemod_point_at_original_lines():
    def drops(context):
        return [
            Site(s, "drop", Tier.SAFE, lambda node, imports: REMOVE)
            for s in context.tree.body
            if type(s) is ast.Expr
            and type(s.value) is ast.Call
            and ast.unparse(s.value.func) == "drop"
        ]

    def flags(context):
        return [Site(n, "flagged") for n in _named(context, "flag")]

    source = b"drop()\ndrop()\nx = 1\nflag()\n"
    result = process_bytes(
        "t.py",
        source,
        [make("TST001", rb"drop", drops), make("TST002", rb"flag", flags)],
        Options(),
    )
    assert result.new == b"x = 1\nflag()\n"
    assert [(f.code, f.line) for f in result.findings] == [
        ("TST001", 1),
        ("TST001", 2),
        ("TST002", 4),
    ]


def test_unsafe_fixes_need_the_flag():
    def plan(context):
        return [
            Site(n, "rename", Tier.UNSAFE, lambda node, imports: node.with_changes(value="y"))
            for n in _named(context, "x")
        ]

    codemod = make("TST001", rb"x", plan)
    safe_only = process_bytes("t.py", b"x = 1\n", [codemod], Options())
    assert not safe_only.changed and [f.applied for f in safe_only.findings] == [False]
    unsafe = process_bytes("t.py", b"x = 1\n", [codemod], Options(unsafe_fixes=True))
    assert unsafe.new == b"y = 1\n" and [f.applied for f in unsafe.findings] == [True]


def test_the_rewrite_path_does_not_import_jax(tmp_path):
    (tmp_path / "t.py").write_text("import jax\njax.config.disable_omnistaging()\n")
    code = (
        "import sys\nfrom omnifix.cli import app\nsys.argv = ['omnifix', 'apply', '--dry-run', sys.argv[1]]\n"
        "try:\n    app()\nexcept SystemExit as exit:\n    assert exit.code == 1, exit.code\n"
        "assert 'jax' not in sys.modules and 'numpy' not in sys.modules, 'jax was imported'\n"
    )
    subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "t.py")], check=True, capture_output=True
    )


@pytest.mark.parametrize(
    "source",
    [
        "# header\n\nimport a\n\n\n# lead\n@deco\n# between\n@other(1)\ndef f():\n    x = 1\n"
        "    # block footer\n\n# module footer\n",
        "x = 1; y = 2\nif x:\n    pass\nz = 3",  # no trailing newline
        "\ufeffx = 1\r\ny = 2\r\n",  # BOM and CRLF
        "@ \\\n  deco\ndef f(): pass\nx = 1\n",  # a decorator continued after its `@`
        "x = 1\n  \\\n\ny = 2\n",  # a leading line continued with a backslash
    ],
)
def test_rewritten_modules_keep_the_text_of_statements_they_kept(source):
    """The code of a rewrite made from the original text of its kept statements is the code libcst
    generates, whichever statements are replaced, added or removed."""
    from omnifix.engine import _Texts
    from omnifix.names import Names

    data = source.encode()
    module = cst.parse_module(data)
    texts = _Texts(module, Names.of(ast.parse(data)), data)
    new = cst.parse_statement("new = 0\n")
    body = list(module.body)
    rewrites = [module.with_changes(body=[new, *body]), module.with_changes(body=body[1:])]
    rewrites += [
        module.with_changes(body=[*body[:i], new, *body[i + 1 :]]) for i in range(len(body))
    ]
    rewrites += [
        module.with_changes(body=[*body, new]),
        module.with_changes(body=body[:-1] + [new, body[-1]]),
    ]
    for rewrite in rewrites:
        assert texts.code(rewrite) == rewrite.bytes


def test_a_plan_with_no_edit_is_not_made_again_from_the_same_facts():
    """TST001 renames `x`; TST002 plans on its output and finds nothing. The pass that checks the
    output plans TST003 (its plan was of the text before the rename) and TST001 again, not
    TST002 (same text, suppressions and facts), unless TST002 has facts from other files: they
    describe the text as read, which its first plan saw and the next does not."""
    planned = []

    def renames(context):
        planned.append(("TST001", context.source))
        return [
            Site(n, "rename", Tier.SAFE, lambda node, imports: node.with_changes(value="y"))
            for n in _named(context, "x")
        ]

    def looks(code):
        return lambda context: planned.append((code, context.source)) or []

    codemods = [
        make("TST003", rb".", looks("TST003")),
        make("TST001", rb".", renames),
        make("TST002", rb".", looks("TST002")),
    ]
    result = process_bytes("t.py", b"x = 1\n", codemods, Options())
    assert result.new == b"y = 1\n"
    first = [("TST003", b"x = 1\n"), ("TST001", b"x = 1\n"), ("TST002", b"y = 1\n")]
    assert planned == [*first, ("TST003", b"y = 1\n"), ("TST001", b"y = 1\n")]
    planned.clear()
    result = process_bytes("t.py", b"x = 1\n", codemods, Options(), {"TST002": Shared("t", "")})
    assert result.new == b"y = 1\n"
    assert planned == [*first, ("TST003", b"y = 1\n"), ("TST001", b"y = 1\n"), first[2]]


def test_a_files_trees_are_freed_without_the_cyclic_collector():
    """What the codemods build of a file refers back to nothing that holds it (`Names` and its
    `Scopes`, SHP001's scopes and bindings, ...): the file's `ast` trees go when the run is done
    with them, not at the next collection, which scans every young object (a tenth of a check's
    time on old code before, and its memory grew by each file's trees)."""
    import gc
    from pathlib import Path

    inputs = sorted(Path(__file__).parent.parent.glob("golden/*/*.input.py"))
    assert len(inputs) > 100
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for path in inputs:
            process_bytes(str(path), path.read_bytes(), all_codemods(), Options())
        gc.collect()
        left = [o for o in gc.garbage if isinstance(o, ast.AST)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert not left, f"{len(left)} ast nodes were freed only by the cyclic collector"
