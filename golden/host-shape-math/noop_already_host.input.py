import math

import numpy as np
import jax.numpy as jnp


def flat(x):
    return x.reshape(math.prod(x.shape)) + jnp.zeros(np.prod(x.shape)) + jnp.ones(jnp.shape(x)).ravel()[: jnp.ndim(x)]


def check(x):
    y = jnp.ones((2, 3))
    assert y.shape == (2, 3) and x.shape != y.shape
    if jnp.ones(3).ndim > 1 or jnp.zeros(x.shape).shape == x.shape:
        return y
    return x
