import jax.numpy as jnp

EXAMPLES = [("shapes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails")]


def shapes(x):
    flat = jnp.reshape(x, (-1, jnp.prod(jnp.array(x.shape[1:]))))
    wide = jnp.broadcast_to(flat[:1], (jnp.array(x.shape)[0], jnp.prod(jnp.asarray(x.shape[1:]))))
    fill = jnp.full((jnp.min(jnp.array(x.shape)),), 3.0)
    return flat + wide, fill
