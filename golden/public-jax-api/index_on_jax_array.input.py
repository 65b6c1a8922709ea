# The operand is a JAX array already: `jnp.asarray` would be redundant (a variable, which may hold a
# NumPy array, is wrapped: see index_update).
import jax
import jax.numpy as jnp


def one_hot_row(m, i):
    return jax.ops.index_update(jnp.zeros_like(m), jax.ops.index[i], 1.0)


def two_steps(x):
    return jax.ops.index_add(jax.ops.index_update(jnp.zeros(3), 0, 1.0), 1, x)
