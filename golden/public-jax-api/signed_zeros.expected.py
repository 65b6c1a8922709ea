import math

import jax.numpy as jnp


def floor(x):
    return jnp.maximum(x, 0.0) + x ** -0.0


def signs():
    return (
        math.copysign(1.0, -0.0),
        math.copysign(1.0, 0.0),
        math.copysign(1.0, (-0.0) ** 2),
        math.copysign(1.0, -(-0.0)),
        math.copysign(1.0, (-0.0).real),
        [-0.0, 0.0 - 1.0],
    )
