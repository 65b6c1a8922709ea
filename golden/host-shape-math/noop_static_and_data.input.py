import jax.numpy as jnp


def both(x):
    """`n` is computed from `shape`, which is itself data: no twin, a manual finding."""
    shape = jnp.array(x.shape)
    n = jnp.prod(shape)
    flat = x.reshape(n)
    return flat * n, shape


def one_line(x): n = jnp.prod(jnp.array(x.shape)); return x.reshape(n) * n  # noqa: E701, E702
