from jax.numpy import array, ones, prod, sum as jsum

EXAMPLES = [("grid", "jnp.ones((2, 3))", "fails")]


def grid(x):
    cells = prod(array(x.shape))
    edges = jsum(array(x.shape))
    return ones((cells, edges)) * x.sum()
