import jax

from .features import num_tokens

EXAMPLES = [("embed", "jnp.ones((2, 3, 4))", "fails")]


@jax.jit
def embed(x):
    return tokens(x, 2)


def tokens(x, size):
    return x.reshape((x.shape[0], num_tokens(x, size), -1))
