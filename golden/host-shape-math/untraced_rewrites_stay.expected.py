"""Exact rewrites are made in code JAX never traces too: the host value is the eager one, and no
device computation is left for a shape."""
import jax.numpy as jnp
import numpy as np
import math

EXAMPLES = [("_flat", "jnp.ones((4, 3))", "fails")]

def _flat(x):
    n = jnp.prod(jnp.array(x.shape))
    n_static = math.prod(x.shape)
    return x.reshape(n_static), n


if __name__ == "__main__":
    grid = np.ones((4, 3))
    print(_flat(grid))
    print(grid[: min(grid.shape[0], 2)])
