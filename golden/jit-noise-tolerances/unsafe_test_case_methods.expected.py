import jax
import jax.numpy as jnp
import numpy as np
import pytest
from absl.testing import absltest
from jax._src import test_util as jtu


class GeluTest(jtu.JaxTestCase):

  def test_all_close(self):
    x = jnp.linspace(-3.0, 3.0, 256)
    self.assertAllClose(jax.jit(jax.nn.gelu)(x), jax.nn.gelu(x), rtol=2e-6)

  def test_almost_equal(self):
    x = jnp.float32(0.5)
    self.assertAlmostEqual(float(jax.jit(jax.nn.gelu)(x)), float(jax.nn.gelu(x)), places=5)

  def test_almost_equal_delta(self):
    x = jnp.float32(0.5)
    self.assertAlmostEqual(float(jax.jit(jax.nn.gelu)(x)), 0.3457, delta=2e-6)

  def test_decimal(self):
    x = jnp.linspace(-3.0, 3.0, 256)
    np.testing.assert_array_almost_equal(jax.jit(jax.nn.gelu)(x), jax.nn.gelu(x), decimal=5)

  def test_float16(self):
    x = jnp.linspace(-3.0, 3.0, 256, dtype=jnp.float16)
    np.testing.assert_allclose(jax.jit(jax.nn.gelu)(x), jax.nn.gelu(x), rtol=1e-3)

  def test_assert_true(self):
    x = jnp.linspace(-3.0, 3.0, 256)
    self.assertTrue(jnp.allclose(jax.jit(jax.nn.gelu)(x), jax.nn.gelu(x), rtol=2e-6))


def test_approx():
  x = jnp.float32(0.5)
  assert float(jax.jit(jax.nn.gelu)(x)) == pytest.approx(float(jax.nn.gelu(x)), rel=2e-6)


def test_isclose_in_assert():
  x = jnp.linspace(-3.0, 3.0, 256)
  assert np.isclose(jax.jit(jax.nn.gelu)(x), jax.nn.gelu(x), atol=0, rtol=2e-6).all()


if __name__ == "__main__":
  absltest.main()
