import jax
import jax.numpy as jnp
import numpy as np


def test_exact_float_literal():
    assert float(jax.jit(jnp.sin)(0.0)) == 0.0


def test_exact_float_array():
    x = jnp.linspace(-1.0, 1.0, 4)
    np.testing.assert_array_equal(jax.jit(jnp.square)(x), jnp.array([1.0, 1 / 9, 1 / 9, 1.0]))
    assert np.array_equal(jax.jit(jnp.square)(x), np.square(np.asarray(x, dtype=np.float32)))


def test_not_compared():
    x = jnp.linspace(-1.0, 1.0, 4)
    if float(jax.jit(jnp.sum)(x)) == 0.0:
        return


def test_settings_are_not_computed():
    config = {"lr": 0.001}
    lr = config["lr"]
    assert lr == 0.001
    y = jax.jit(jnp.sin)(0.0)
    assert y == 0.0
