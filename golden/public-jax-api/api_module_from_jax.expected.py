"""`from jax import api`: its names are on `jax` itself."""
from jax import lax
import jax


def tangent(f, x):
    return jax.jvp(f, (x,), (1.0,))[1] + lax.add(x, 0.0)


def batched(f):
    return jax.vmap(f)
