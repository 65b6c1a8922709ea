"""`omnifix.scopes` gives what libcst's scope analysis gives for the names `Names` leaves to it,
and `omnifix.plan` finds the libcst node of an `ast` node by its span."""

from __future__ import annotations

import ast

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, QualifiedNameProvider

from omnifix.names import Names
from omnifix.plan import _Targets
from omnifix.positions import SourceText
from omnifix.scopes import Scopes
from tests.test_names import SOURCES

MORE = {
    "shadowed_later": "import jax.numpy as np\ndef f(x):\n    y = np.sum(x)\n    np = 3\n    return y\n",
    "rebound_in_order": "import numpy as np\nnp.zeros(1)\nimport jax.numpy as np\nnp.ones(1)\n",
    "self_reference": "import jax.numpy as np\nnp = np.asarray\n",
    "nonlocal": "import jax\ndef f():\n    jax = 1\n    def g():\n        nonlocal jax\n        return jax\n    return g\njax.jit\n",
    "comprehension_iter": "import jax.numpy as np\nz = [np for np in np.arange(3)]\n",
    "class_scope_skipped": "import jax\nclass A:\n    jax = 1\n    f = lambda self: jax.jit\n",
    "for_target": "import jax.numpy as np\nfor np in range(3):\n    pass\nnp.x\n",
    "match": "import jax\nmatch 1:\n    case jax:\n        pass\njax.jit\n",
}
CASES = SOURCES + list(MORE.items())


def _libcst_names(qualified, node) -> set[str]:
    found = qualified.get(node, ())
    return {
        q.name
        for q in (found() if callable(found) else found)
        if not q.name.startswith("builtins.")
    }


@pytest.mark.parametrize("name, source", CASES, ids=[name for name, _ in CASES])
def test_scopes_never_find_more_than_libcst(name, source):
    """For every use of a name `Names` leaves to scopes, the meanings found are libcst's, or
    fewer where libcst counts bindings Python does not (an attribute chain before a rebinding)."""
    module = cst.parse_module(source)
    qualified = MetadataWrapper(module, unsafe_skip_copy=True).resolve(QualifiedNameProvider)
    names = Names.of(ast.parse(source))
    scopes, targets = (
        Scopes(names),
        _Targets(module, names, SourceText(source.encode() if isinstance(source, str) else source)),
    )
    inner = {id(n.value) for n in names.nodes if type(n) is ast.Attribute}
    checked = 0
    for node in names.nodes:
        if (
            type(node) not in (ast.Name, ast.Attribute)
            or id(node) in inner
            or type(node.ctx) is not ast.Load
        ):
            continue
        root = node
        while type(root) is ast.Attribute:
            root = root.value
        if type(root) is not ast.Name or root.id not in names.ambiguous:
            continue
        expected = _libcst_names(qualified, targets.find(node))
        found = scopes.resolve(node)
        assert found <= expected and (found or not expected), (name, ast.unparse(node), node.lineno)
        checked += 1
    assert checked or name not in MORE


@pytest.mark.parametrize(
    "name, use, expected",
    [
        (
            "shadowed_later",
            "np.sum",
            {"f.<locals>.np.sum"},
        ),  # `np` is local to `f` everywhere in it
        ("rebound_in_order", "np.zeros", {"numpy.zeros"}),
        (
            "rebound_in_order",
            "np.ones",
            {"jax.numpy.ones", "numpy.ones"},
        ),  # every earlier one: no flow analysis
        ("self_reference", "np.asarray", {"jax.numpy.asarray"}),
        ("nonlocal", "jax.jit", {"jax.jit"}),
        (
            "class_scope_skipped",
            "jax.jit",
            {"jax.jit"},
        ),  # a class body's names are not seen in its lambda
        ("for_target", "np.x", {"jax.numpy.x", "np.x"}),
        ("comprehension_iter", "np.arange", {"jax.numpy.arange"}),
    ],
)
def test_scopes_follow_python_rules(name, use, expected):
    names = Names.of(ast.parse(MORE[name]))
    uses = [n for n in names.nodes if type(n) is ast.Attribute and ast.unparse(n) == use]
    assert [Scopes(names).resolve(n) for n in uses] == [expected] * len(uses)


def test_global_in_a_function_binds_the_module_everywhere():
    names = Names.of(ast.parse("import jax\njax.ops\ndef f():\n    global jax\n    jax = 1\n"))
    use = next(n for n in names.nodes if type(n) is ast.Attribute)
    assert Scopes(names).resolve(use) == {"jax.ops"}  # `f` may run before: its binding counts too
