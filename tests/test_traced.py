"""`codemods._traced` and SFX001 on CPython's `ast`: the libcst walk order (which decides the path a
traced function is reported with), and findings without libcst."""

from __future__ import annotations

import ast

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider

from codemods._traced import in_walk_order
from codemods.traced_side_effects import TracedSideEffects
from omnifix.edit import walk
from omnifix.engine import process_bytes
from omnifix.positions import SourceText
from omnifix.results import Options
from tests.golden import GOLDEN

EDGES = """import jax, random, time
import numpy as np
from functools import partial
from jax import lax

history = []
cache = {}
\u00e9 = []

class Model:
    log = []
    def __init__(self):
        self.items = list()
    @partial(jax.jit, static_argnums=0)
    def apply(self, x):
        ( self.log ).append(x)
        ((  # comment (
          self.items)).extend([x])
        (cache["a"]) = x
        y = (cache)[1] = ( # c
           cache["\u00e9"]) = x
        print("\u00e9", x); print(x)  # omnifix: ignore[SFX001]
        \u00e9.append(x)
        return x

def inner_scope():
    local_list = []
    @jax.jit
    def f(x):
        local_list.append(x)
        history.append("a" "b")
        history.append("a")
        history.append(b"a", None, 1, 2.0, True)
        history.append(*x)
        cache.update(k=1)
        cache.update(k=x)
        np.random.normal(); random.random()
        return jax.random.PRNGKey(int(time.time()))
    g = jax.vmap(lambda z: print(z), in_axes=0)
    return f

async def coro(x):
    history.append(x)

jax.jit(fun=coro)
lax.scan(*[inner_scope])
"""
AMBIGUOUS = "import jax\nimport jax.numpy as np\nnp = np\nxs = []\n@jax.jit\ndef f(x):\n    xs.append(x)\n    np.random.normal()\n    return x\n"
SOURCES = [("edges", EDGES.encode()), ("ambiguous", AMBIGUOUS.encode())] + [
    (str(path.relative_to(GOLDEN)), path.read_bytes())
    for path in sorted(GOLDEN.glob("*/*.input.py"))
]


@pytest.mark.parametrize("name, data", SOURCES, ids=[name for name, _ in SOURCES])
def test_calls_and_definitions_come_in_the_order_of_the_libcst_walk(name, data):
    module = cst.parse_module(data)
    ranges = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    expected = [
        (ranges[n].end.line, ranges[n].end.column) for n in walk(module) if isinstance(n, cst.Call)
    ]
    text = SourceText(data)
    found = in_walk_order(n for n in ast.walk(ast.parse(data)) if type(n) is ast.Call)
    ends = [text.position(text.span(n)[1]) for n in found]
    assert [(line, column - 1) for line, column in ends] == expected


def test_findings_need_no_libcst_even_where_a_name_depends_on_scopes(monkeypatch):
    parsed = []
    monkeypatch.setattr(
        cst, "parse_module", lambda data, parse=cst.parse_module: parsed.append(1) or parse(data)
    )
    edges = process_bytes("edges.py", EDGES.encode(), [TracedSideEffects], Options())
    assert len(edges.findings) == 14
    ambiguous = process_bytes("ambiguous.py", AMBIGUOUS.encode(), [TracedSideEffects], Options())
    assert not parsed and [f.line for f in ambiguous.findings] == [7]
