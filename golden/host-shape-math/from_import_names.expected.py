import math

from jax.numpy import ones

EXAMPLES = [("grid", "jnp.ones((2, 3))", "fails")]


def grid(x):
    cells = math.prod(x.shape)
    edges = sum(x.shape)
    return ones((cells, edges)) * x.sum()
