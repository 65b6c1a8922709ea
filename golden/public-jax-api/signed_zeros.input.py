import math

import jax.numpy as jnp
from jax.numpy import NZERO, PZERO


def floor(x):
    return jnp.maximum(x, jnp.PZERO) + x ** jnp.NZERO


def signs():
    return (
        math.copysign(1.0, jnp.NZERO),
        math.copysign(1.0, PZERO),
        math.copysign(1.0, NZERO ** 2),
        math.copysign(1.0, -NZERO),
        math.copysign(1.0, NZERO.real),
        [NZERO, jnp.PZERO - 1.0],
    )
