"""`PAIR` is bound before the module's `len`: it holds the builtin `len`, not an int, so shape
math on it stays reported."""
import jax
import jax.numpy as jnp

PAIR = (len, 2)
len = 3


@jax.jit
def pairs(x):
    return x.reshape(jnp.array(PAIR))
