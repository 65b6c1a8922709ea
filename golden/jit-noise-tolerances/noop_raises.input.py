import unittest

import jax
import jax.numpy as jnp
import numpy as np
import pytest


def test_mismatch_is_caught():
    x = jnp.linspace(-1.0, 1.0, 256)
    with pytest.raises(AssertionError):
        np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.cos(x))


def test_mismatch_is_caught_with_a_match():
    x = jnp.linspace(-1.0, 1.0, 256)
    with pytest.raises((AssertionError, ValueError), match="Not equal"):
        np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.cos(x), rtol=1e-9)


class SinTest(unittest.TestCase):

    def test_mismatch_is_caught(self):
        x = jnp.linspace(-1.0, 1.0, 256)
        with self.assertRaises(AssertionError):
            np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.cos(x))
        with self.assertRaisesRegex(AssertionError, "Not equal"):
            self.assertAlmostEqual(float(jax.jit(jnp.sin)(0.5)), 0.0)
