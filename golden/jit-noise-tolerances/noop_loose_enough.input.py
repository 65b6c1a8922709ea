import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax._src import test_util as jtu


def test_rtol_at_the_floor():
    x = jnp.linspace(-1.0, 1.0, 256)
    np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.sin(x), rtol=2e-6)


def test_atol_given():
    x = jnp.linspace(-1.0, 1.0, 256)
    np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.sin(x), atol=1e-5)


def test_allclose_default():
    x = jnp.linspace(-1.0, 1.0, 256)
    assert jnp.allclose(jax.jit(jnp.sin)(x), jnp.sin(x))


def test_float16_default():
    x = jnp.linspace(-1.0, 1.0, 256, dtype=jnp.float16)
    np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.sin(x), rtol=1e-3)


def test_approx_abs_and_rel():
    assert float(jax.jit(jnp.sin)(0.5)) == pytest.approx(0.4794255, rel=1e-5)


def test_decimal():
    x = jnp.linspace(-1.0, 1.0, 256)
    np.testing.assert_array_almost_equal(jax.jit(jnp.sin)(x), jnp.sin(x), decimal=5)


def test_tolerance_from_a_variable():
    tol = 1e-9
    x = jnp.linspace(-1.0, 1.0, 256)
    np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.sin(x), rtol=tol)


def test_mismatch_expected():
    x = jnp.linspace(-1.0, 1.0, 256)
    assert not np.allclose(jax.jit(jnp.sin)(x), jnp.cos(x), rtol=1e-9)
    assert float(jax.jit(jnp.sin)(0.5)) != pytest.approx(0.0)


class SinTest(jtu.JaxTestCase):

  def test_all_close(self):
    x = jnp.linspace(-1.0, 1.0, 256)
    self.assertAllClose(jax.jit(jnp.sin)(x), jnp.sin(x), atol=1e-5, rtol=1e-5)


def helper_not_a_test(x):
    np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.sin(x))
