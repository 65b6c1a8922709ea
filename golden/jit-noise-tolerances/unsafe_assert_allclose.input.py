import jax
import jax.numpy as jnp
import numpy as onp
from numpy.testing import assert_allclose


def f(x, w):
    return 1.7 * x * w + 0.3 * w


def test_default_tolerance():
    x = jnp.linspace(-1.0, 1.0, 256)
    onp.testing.assert_allclose(jax.jit(f)(x, 2.0), f(x, 2.0))


def test_tight_keyword():
    x = jnp.linspace(-1.0, 1.0, 256)
    assert_allclose(jax.jit(f)(x, 2.0), f(x, 2.0), rtol=1e-6)


def test_tight_positional():
    x = jnp.linspace(-1.0, 1.0, 256)
    assert_allclose(jax.jit(f)(x, 2.0), f(x, 2.0), 1e-7)


def test_against_zero():
    x = jnp.linspace(-1.0, 1.0, 256)
    assert_allclose(jax.jit(f)(x, 0.0), onp.zeros_like(x))


def test_multiline():
    x = jnp.linspace(-1.0, 1.0, 256)
    assert_allclose(
        jax.jit(f)(x, 2.0),
        f(x, 2.0),
    )


def test_spaced_keywords():
    x = jnp.linspace(-1.0, 1.0, 256)
    assert_allclose(jax.jit(f)(x, 2.0), f(x, 2.0), atol = 1e-9, err_msg = "jit")
