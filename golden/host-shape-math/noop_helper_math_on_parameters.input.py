"""A public helper's jax.numpy math on its parameters stays when a call of it in the run gives
them a value that may be traced, or ints at some calls and floats at others (omnifix proves one
kind per parameter), as does a jitted function's on its own traced parameter: reported where the
value needs to be concrete."""
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


def cells(x, k):
    return jnp.ceil(x.shape[0] / k).astype(jnp.int32)


@jax.jit
def padded(x):
    return jnp.zeros((cells(x, 2),)), jnp.zeros((cells(x=x, k=2.5),))


@jax.jit
def first_blocks(x, k):
    n = jnp.ceil(x.shape[0] / k).astype(jnp.int32)
    return x[:n]
