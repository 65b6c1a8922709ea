import math

import numpy as np
import jax.numpy as jnp


def flat(x):
    return x.reshape(math.prod(x.shape)) + jnp.zeros(np.prod(x.shape)) + jnp.ones(jnp.shape(x)).ravel()[: jnp.ndim(x)]
