import chex
import jax
import jax.numpy as jnp


def test_trees_close():
    x = {"a": jnp.ones(3), "b": jnp.linspace(0.0, 1.0, 5)}
    chex.assert_trees_all_close(jax.jit(jax.nn.gelu)(x["a"]), jax.nn.gelu(x["a"]))
    chex.assert_trees_all_close(jax.tree_util.tree_map(jax.jit(jnp.tanh), x), jax.tree_util.tree_map(jnp.tanh, x),
                                atol=1e-7)


def test_trees_equal():
    chex.assert_trees_all_equal(jax.jit(jnp.tanh)(0.5), 0.46211717)
