# Annotations have no runtime meaning: `jax.Array` is exact there. The `isinstance` stays (unsafe).
from typing import Optional

import jax
import jax.numpy as jnp
from jax.random import PRNGKeyArray


def split(key: jax.random.KeyArray, n: int = 2) -> Optional[jnp.DeviceArray]:
    keys: PRNGKeyArray = jax.random.split(key, n)
    return keys


def is_array(x):
    return isinstance(x, jnp.DeviceArray)
