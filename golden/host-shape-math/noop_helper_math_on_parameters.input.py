"""A public helper's jax.numpy math on its parameters stays when a call of it in the run gives
them a value not proven to be an int (one that may be traced, a float): reported where its value
needs to be concrete."""
import jax
import jax.numpy as jnp


def blocks(x, k):
    return jnp.ceil(x.shape[0] / k).astype(jnp.int32)


@jax.jit
def summed(x, k):
    n = blocks(x, k)
    out = 0
    for i in range(n):
        out = out + x[i]
    return out


@jax.jit
def padded(x):
    return jnp.zeros((blocks(x=x, k=2.5),))
