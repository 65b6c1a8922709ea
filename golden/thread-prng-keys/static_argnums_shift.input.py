from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


@partial(jax.jit, static_argnums=(0, -1))
def normals(n, scale, tag):
    global key
    key, sub = random.split(key)
    return scale * random.normal(sub, (n,))


def uniforms(scale, n):
    global key
    key, sub = random.split(key)
    return scale * random.uniform(sub, (n,))


uniforms = jax.jit(uniforms, static_argnums=1, donate_argnums=0)


def main():
    values = [normals(2, 1.0, "a"), uniforms(jnp.float32(2.0), 3), normals(3, 0.5, "b"), uniforms(jnp.float32(1.0), 2)]
    return values, key
