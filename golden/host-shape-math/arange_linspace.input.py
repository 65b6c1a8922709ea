import jax.numpy as jnp

EXAMPLES = [("ramps", "jnp.ones((3, 4))", "fails")]


def ramps(x):
    a = jnp.arange(jnp.prod(jnp.array(x.shape)))
    b = jnp.linspace(0.0, 1.0, jnp.sum(jnp.array(x.shape)))
    return a.sum() + b
