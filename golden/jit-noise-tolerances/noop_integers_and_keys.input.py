import jax
import jax.numpy as jnp
import numpy as np


def test_integers():
    x = jnp.arange(6, dtype=jnp.int32)
    np.testing.assert_allclose(jax.jit(lambda v: v * 2)(x), np.arange(0, 12, 2, dtype=np.int32))
    np.testing.assert_array_equal(jax.jit(lambda v: v * 2)(x), np.arange(0, 12, 2))
    assert jax.jit(lambda v: v.sum())(x) == 15


def test_argmax_and_shapes():
    x = jnp.linspace(-1.0, 1.0, 256)
    np.testing.assert_allclose(jnp.argmax(jax.jit(jnp.sin)(x)), 255)
    np.testing.assert_allclose(jax.jit(jnp.sin)(x).shape, (256,))
    assert len(jax.jit(jnp.sin)(x)) == 256


def test_booleans():
    x = jnp.linspace(-1.0, 1.0, 256)
    np.testing.assert_array_equal(jax.jit(lambda v: v > 0)(x), np.asarray(x) > 0)
    np.testing.assert_allclose(jax.jit(lambda v: v > 0)(x).astype(bool), np.ones(256, dtype=bool))


def test_keys():
    key = jax.random.PRNGKey(0)
    np.testing.assert_allclose(jax.random.key_data(jax.jit(jax.random.fold_in)(key, 1)),
                               jax.random.key_data(jax.random.fold_in(key, 1)))
    np.testing.assert_array_equal(jax.jit(jax.random.split)(key), jax.random.split(key))
