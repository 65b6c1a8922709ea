import jax.numpy as jnp


def one_line(x): n = jnp.prod(jnp.array(x.shape)); return x.reshape(n) * n  # noqa: E701, E702
