import jax.numpy as jnp

EXAMPLES = [("flat", "jnp.ones((2, 3))", "fails")]


def flat(x):
    # flatten
    return x.reshape(jnp.prod(jnp.array(x.shape)))
