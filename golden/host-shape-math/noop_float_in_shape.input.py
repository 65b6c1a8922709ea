import jax.numpy as jnp


def pooled(x):
    bins = int(jnp.log2(x.shape[-1]))
    rows = jnp.ceil(jnp.exp(x.shape[0] / 8)).astype(int)
    depth = int(jnp.power(x.size, 0.25))
    return jnp.zeros((rows, bins, depth))


def trimmed(x):
    may_be_nan = x[: jnp.sqrt(x.shape[0] - 10).astype(int)]
    return may_be_nan, x[: jnp.floor(jnp.sqrt(x.size) / x.ndim).astype(int)]


def from_jax_ints(x):
    return x[: int(jnp.sqrt(jnp.int32(x.shape[0])))]
