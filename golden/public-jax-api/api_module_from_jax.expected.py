"""`from jax import api`: its names are on `jax` itself."""
import jax
from jax import lax


def tangent(f, x):
    return jax.jvp(f, (x,), (1.0,))[1] + lax.add(x, 0.0)


def batched(f):
    return jax.vmap(f)
