"""`omnifix.names` and `omnifix.positions` give what libcst's own metadata gives, for less."""

from __future__ import annotations

import ast

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider, QualifiedNameProvider

from omnifix.edit import walk
from omnifix.names import Names, counted_uses, walk_ast
from omnifix.plan import _Targets
from omnifix.positions import SourceText, positions, positions_in
from tests.golden import GOLDEN

SCOPING = {
    "parameter": "import jax.numpy as np\ndef f(np):\n    return np.sum(1)\nx = np.ones(2)\n",
    "local": "from jax import core\ndef f():\n    core = 1\n    return core\ny = core.Primitive\n",
    "two_meanings": "try:\n    import jax.numpy as np\nexcept ImportError:\n    import numpy as np\nnp.zeros(1)\n",
    "nested_import": "def f():\n    import jax.ops\n    return jax.ops.index_update\n",
    "global": "import jax\ndef f():\n    global jax\n    jax = None\njax.tree_map\n",
    "class_body": "import jax\nclass A:\n    jax = 1\n    y = jax\n    def m(self):\n        return jax.tree_map\n",
    "comprehension": "from jax import lax\nz = [lax for lax in range(3)]\nlax.tie_in\n",
    "relative": "from . import ops\nfrom .core import Tracer as T\nops.x\nT.y\n",
    "dotted": "import jax.numpy\nimport jax.experimental.optimizers as opt\njax.lax.x\njax.numpy.y\nopt.adam\n",
    "star": "from jax.numpy import *\nfrom jax import core\ncore.Tracer\n",
    "except_and_with": "import jax\ntry:\n    pass\nexcept Exception as jax:\n    pass\njax.ops\n",
    "walrus": "from jax import ops\nif (ops := 1):\n    pass\nops.index\n",
    "lambda_default": "import jax\nf = lambda jax=jax: jax.ops\n",
    "annotation": "import jax.numpy as jnp\ndef f(x: 'jnp.ndarray') -> jnp.ndarray:\n    return x\n",
    "non_ascii": "é = 1\r\nprint('ü', é); x = ('€'\r  , é)\n\u00e9.real  # ü\n",
}


def _sources() -> list[tuple[str, str]]:
    golden = sorted(GOLDEN.glob("*/*.py"))
    return [(name, text) for name, text in SCOPING.items()] + [
        (str(path.relative_to(GOLDEN)), path.read_bytes()) for path in golden
    ]


SCOPING["layout"] = (
    "# header comment\n\nimport jax\n\n\n# about f\n@jax.jit\n\n@other\ndef f(x):\n    return x\n"
    "@ jax.jit\n# between\n@other\n\n# after\nasync def g():\n    pass  # trailing\n  # odd comment\n"
    "a = 1; b = 2\nclass C:\n    pass\nif a:\n    pass\nelse:\n    pass\n"
)
SCOPING["identifiers_and_gaps"] = (
    "def f(a, *, b, c=1):\n    global g\n    def h():\n        nonlocal a\n    return {**a, 'k': b}\n"
    "match f:\n    case P(x, y=1, z=[*_]) | {'k': 1, **rest}:\n        pass\n"
)

SOURCES = _sources()


@pytest.mark.parametrize("name, source", SOURCES, ids=[name for name, _ in SOURCES])
def test_children_are_what_iter_child_nodes_gives_but_ctx(name, source):
    """The one walk `Names.of` makes gives the codemods the child nodes `ast` would, in the same
    order, the subtrees `walk_ast` would, and each node's parent."""
    tree = ast.parse(source)
    names = Names.of(tree)
    assert names.nodes == walk_ast(tree)
    parents = {}
    for node in names.nodes:
        below = [c for c in ast.iter_child_nodes(node) if not isinstance(c, ast.expr_context)]
        assert names.children[node] == below, ast.dump(node)
        assert names.below(node) == walk_ast(node)
        parents.update((child, node) for child in below)
    assert names.parents == parents
    assert list(names.parents) == list(parents)


def _first_lines(module: cst.Module, source) -> dict[cst.CSTNode, int]:
    """The first line of each top-level statement of `module`, as the applier takes it from the `ast`."""
    targets = _Targets(module, Names.of(ast.parse(source)), SourceText(b""))
    return dict(zip(reversed(targets._owner), reversed(targets._starts)))


@pytest.mark.parametrize("name, source", SOURCES, ids=[name for name, _ in SOURCES])
def test_resolve_agrees_with_libcst_qualified_names(name, source):
    """Wherever `Names` answers without scopes, libcst's scope analysis gives the same names."""
    module = cst.parse_module(source)
    qualified = MetadataWrapper(module, unsafe_skip_copy=True).resolve(QualifiedNameProvider)
    names = Names.of(ast.parse(source))
    targets = _Targets(
        module, names, SourceText(source.encode() if isinstance(source, str) else source)
    )
    for node in names.nodes:
        if type(node) not in (ast.Name, ast.Attribute) or type(node.ctx) is not ast.Load:
            continue
        found = names.resolve_ast(node)
        if not found:
            continue  # None: left to scopes; empty: not an import (libcst also names definitions and builtins)
        expected = qualified.get(targets.find(node), ())
        expected = {q.name for q in (expected() if callable(expected) else expected)}
        assert found == expected, (ast.unparse(node), node.lineno, found, expected)


@pytest.mark.parametrize(
    "source, name",
    [
        (SCOPING["parameter"], "np"),
        (SCOPING["local"], "core"),
        (SCOPING["two_meanings"], "np"),
        (SCOPING["global"], "jax"),
        (SCOPING["class_body"], "jax"),
        (SCOPING["comprehension"], "lax"),
        (SCOPING["except_and_with"], "jax"),
        (SCOPING["walrus"], "ops"),
        (SCOPING["lambda_default"], "jax"),
    ],
)
def test_names_bound_twice_are_left_to_scopes(source, name):
    names = Names.of(ast.parse(source))
    assert name in names.ambiguous
    assert names.resolve_ast(ast.parse(name, mode="eval").body) is None


def test_names_bound_once_resolve_everywhere():
    names = Names.of(ast.parse(SCOPING["dotted"] + SCOPING["nested_import"]))

    def resolve(expression: str) -> set[str] | None:
        return names.resolve_ast(ast.parse(expression, mode="eval").body)

    assert resolve("jax.numpy.ones") == {"jax.numpy.ones"}
    assert resolve("opt.adam") == {"jax.experimental.optimizers.adam"}
    assert resolve("f(1).x") == set()
    assert resolve("other.x") == set()
    assert "jax" in names.rebound  # imported in a function too: not reused by the import plan


def test_annotation_strings_count_as_uses():
    names = Names.of(ast.parse(SCOPING["annotation"]))
    assert "jnp" in names.annotation_words
    assert (
        "jnp"
        not in Names.of(
            ast.parse('"""jnp is jax.numpy"""\nimport jax.numpy as jnp\n')
        ).annotation_words
    )


@pytest.mark.parametrize("name, source", SOURCES, ids=[name for name, _ in SOURCES])
def test_counted_uses_never_exceed_the_ast_count(name, source):
    """The import plan drops an import when the uses inside removed nodes reach the uses in the
    file: counting one use too many there would drop an import still in use."""
    module = cst.parse_module(source)
    names = Names.of(ast.parse(source))
    counted = counted_uses(module, set())
    for identifier, count in counted.items():
        assert count <= names.uses[identifier], identifier
    for identifier in names.imported:  # and imported names are counted exactly
        assert counted[identifier] == names.uses[identifier], identifier


def test_counted_uses_skips_what_was_counted_before():
    module = cst.parse_module("f(np.x, np.y)\n")
    call = module.body[0].body[0].value
    seen: set = set()
    assert counted_uses(call.args[0], seen)["np"] == 1
    assert counted_uses(call, seen)["np"] == 1  # the first argument was counted already


@pytest.mark.parametrize("name, source", SOURCES, ids=[name for name, _ in SOURCES])
def test_positions_agree_with_position_provider(name, source):
    module = cst.parse_module(source)
    full = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    nodes = list(walk(module))
    for start in range(
        3
    ):  # a third of the nodes at a time: some with and some without their children
        some = nodes[start::3]
        found = positions(module, some)
        assert all(found[node] == full[node] for node in some)


def test_positions_of_nothing():
    assert positions(cst.parse_module("x = 1\n"), []) == {}


@pytest.mark.parametrize("name, source", SOURCES, ids=[name for name, _ in SOURCES])
def test_positions_in_one_statement_agree_with_position_provider(name, source):
    """Generating one top-level statement from the line `ast` gives for it: same ranges."""
    module = cst.parse_module(source)
    full = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    for statement, first in _first_lines(module, source).items():
        nodes = list(walk(statement))
        found = positions_in(module, statement, first, nodes)
        assert found is not None, module.code_for_node(statement)
        assert all(found[node] == full[node] for node in nodes)


def test_positions_in_a_decorator_continued_after_its_at_is_left_to_the_whole_module():
    source = "@\\\n    jit\ndef f():\n    pass\n"
    module = cst.parse_module(source)
    statement = module.body[0]
    assert (
        positions_in(module, statement, _first_lines(module, source)[statement], [statement])
        is None
    )


@pytest.mark.parametrize("name, source", SOURCES, ids=[name for name, _ in SOURCES])
def test_source_text_positions_agree_with_position_provider(name, source):
    """Every name, attribute and call of the `ast` has a libcst node of its kind at the range
    `SourceText` gives it (characters, not UTF-8 bytes; `\\r` ends lines too)."""
    data = source.encode("utf-8") if isinstance(source, str) else source
    module = cst.parse_module(data)
    full = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    ranges = {
        (type(n).__name__, r.start.line, r.start.column + 1, r.end.line, r.end.column + 1)
        for n, r in full.items()
        if isinstance(n, (cst.Name, cst.Attribute, cst.Call))
    }
    text = SourceText(data)
    for node in ast.walk(ast.parse(data)):
        if isinstance(node, (ast.Name, ast.Attribute, ast.Call)):
            start, end = text.span(node)
            assert (type(node).__name__, *text.position(start), *text.position(end)) in ranges, (
                ast.dump(node)
            )
