import jax
import jax.numpy as jnp
import numpy as np


def test_default_tolerance():
    x = jnp.linspace(-1.0, 1.0, 256)
    np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.sin(x))
