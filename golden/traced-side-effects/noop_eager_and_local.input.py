import random

import jax
import jax.numpy as jnp
import numpy as np

history = []


@jax.jit
def step(x, key):
    parts = []
    parts.append(x)
    table = {}
    table["x"] = x
    jax.debug.print("x = {}", x)
    return jnp.stack(parts) + jax.random.normal(key, x.shape)


def eager(x):
    print(x)
    history.append(np.random.normal())
    return x + random.random()
