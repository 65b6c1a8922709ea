import jax
import jax.numpy as jnp


def blocks(x, k):
    # public: code outside the run may pass a tracer for `k`, so no host form is proven
    return jnp.ceil(x.shape[0] / k).astype(jnp.int32)


@jax.jit
def summed(x):
    n = blocks(x, 4)
    out = 0
    for i in range(n):
        out = out + x[i]
    return out


@jax.jit
def padded(x):
    return jnp.zeros((blocks(x=x, k=4),))
