"""`from jax import api`: its names are on `jax` itself."""
from jax import api, lax


def tangent(f, x):
    return api.jvp(f, (x,), (1.0,))[1] + lax.add(x, 0.0)


def batched(f):
    return api.vmap(f)
