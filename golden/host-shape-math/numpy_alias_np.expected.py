import math

import jax.numpy as np

EXAMPLES = [("padded", "jnp.arange(6.0).reshape(2, 3)", "fails")]


def padded(x):
    rows = math.prod(x.shape[:-1])
    return np.zeros((rows + 1, x.shape[-1])).at[:rows].set(x.reshape(rows, -1))
