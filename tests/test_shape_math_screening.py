"""SHP001's screening (`HostShapeMath.is_candidate`, on CPython's `ast`) against its visit (libcst):
a file is a candidate when the visit, forced past the screening, rewrites or reports something in
it, and, for these files, only then."""

from __future__ import annotations

import pytest

from codemods.host_shape_math import HostShapeMath
from tests.golden import GOLDEN, OPTIONS
from omnifix.engine import parse_ast, process_bytes
from omnifix.names import Names

SHAPE_MATH = GOLDEN / "host-shape-math"

# the kinds of static values and of static places the screening must see as the visit does
SOURCES = {
    "int() in shape math": """
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    return x.reshape(jnp.prod(jnp.array([int(x.shape[0]), 2])))
""",
    "a helper with a literal return": """
import jax
import jax.numpy as jnp


def _size(x):
    if x.ndim == 0:
        return 1
    return jnp.prod(jnp.array(x.shape))


@jax.jit
def f(x):
    return x.reshape(_size(x))
""",
    "float math in an if test": """
import jax.numpy as jnp


def f(x):
    scale = jnp.sqrt(x.shape[-1] * 1.0)
    if scale > 2:
        return x / scale
    return x
""",
    "a jax.numpy function not in the table": """
import jax.numpy as jnp


def f(x):
    assert jnp.cos(x.ndim * 1.0) > 0
    return x
""",
    "a static argument of unknown type": """
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def f(x, n):
    y = foo(x)
    return jnp.zeros(jnp.mean(y) * n)
""",
    # the visit counts a call of any module-level function as jax.numpy math
    "a helper in an index of a static value": """
import jax.numpy as jnp


def _axis(i):
    return i


def f(x, i):
    assert x.shape[_axis(i)] == 3
    return jnp.sum(x)
""",
}
NOT_SOURCES = {
    "an index made with jax.numpy": """
import jax.numpy as jnp


def f(x):
    return x[jnp.arange(3)] + jnp.sum(jnp.array(x.shape))
""",
    # static in one function, computed with jax.numpy in another: the visit follows one assignment
    "a name static in one function, a helper's value in another": """
import jax.numpy as jnp


def _norm(x):
    return jnp.sqrt(jnp.sum(x * x))


def f(x):
    states = []
    if not states:
        return x
    return jnp.sum(x)


def g(x):
    states = _norm(x)
    return states
""",
}


def _screened_and_visited(data: bytes) -> tuple[bool, bool]:
    """(whether the screening wants the file, whether the visit forced past it finds anything)."""
    forced = process_bytes("m.py", data, [HostShapeMath], OPTIONS, screened=True)
    return HostShapeMath.is_candidate(Names.of(parse_ast(data))), bool(forced.findings)


def test_shape_math_beside_a_static_place_on_its_lines_is_no_candidate():
    data = (SHAPE_MATH / "noop_static_place_beside_shape_math.input.py").read_bytes()
    assert _screened_and_visited(data) == (False, False)


def test_jax_numpy_math_of_numpy_scalars_in_an_assert_is_a_candidate():
    data = (SHAPE_MATH / "noop_numpy_scalar_in_assert.input.py").read_bytes()
    assert _screened_and_visited(data) == (True, True)


def test_shape_math_on_a_helper_without_jax_numpy_is_a_candidate():
    data = (SHAPE_MATH / "helper_without_jax_numpy.input.py").read_bytes()
    assert _screened_and_visited(data) == (True, True)


@pytest.mark.parametrize("name", SOURCES)
def test_a_file_the_visit_acts_on_is_a_candidate(name):
    assert _screened_and_visited(SOURCES[name].encode()) == (True, True)


@pytest.mark.parametrize("name", NOT_SOURCES)
def test_a_file_the_visit_leaves_alone_is_no_candidate(name):
    assert _screened_and_visited(NOT_SOURCES[name].encode()) == (False, False)
