"""`SCALE = BLOCK / 2` is a float: not an int, so shape math on it stays reported."""
import jax
import jax.numpy as jnp

BLOCK = 4
SCALE = BLOCK / 2
HALF = BLOCK
HALF //= 2
HALF /= 1


@jax.jit
def scaled(x):
    return x.reshape((jnp.array(SCALE), -1)), jnp.zeros(jnp.array(HALF))
