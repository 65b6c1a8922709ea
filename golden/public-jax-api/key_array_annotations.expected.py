# Annotations have no runtime meaning: `jax.Array` is exact there. The `isinstance` stays (unsafe).
from typing import Optional

import jax
import jax.numpy as jnp


def split(key: jax.Array, n: int = 2) -> Optional[jax.Array]:
    keys: jax.Array = jax.random.split(key, n)
    return keys


def is_array(x):
    return isinstance(x, jnp.DeviceArray)
