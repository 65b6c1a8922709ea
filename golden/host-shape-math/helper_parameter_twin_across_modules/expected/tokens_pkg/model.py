import jax

from .features import num_tokens_static

EXAMPLES = [("embed", "jnp.ones((2, 3, 4))", "fails")]


@jax.jit
def embed(x):
    return x.reshape((x.shape[0], num_tokens_static(x, 2), -1))
