import jax.numpy as jnp


def depth(x):
    return jnp.log2(x.shape[0] * 1.5).astype(int)


def thirds(x):
    return (jnp.array(x.shape[1:]) / 3.0).astype(int)


def count(x):
    return jnp.prod(jnp.array(x.shape[1:]), dtype=jnp.int32)
