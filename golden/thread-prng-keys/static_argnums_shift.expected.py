from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


@partial(jax.jit, static_argnums=(1, -1))
def normals(key, n, scale, tag):
    key, sub = random.split(key)
    return scale * random.normal(sub, (n,)), key


def uniforms(key, scale, n):
    key, sub = random.split(key)
    return scale * random.uniform(sub, (n,)), key


uniforms = jax.jit(uniforms, static_argnums=2, donate_argnums=1)


def main():
    global key
    normals_result, key = normals(key, 2, 1.0, "a")
    uniforms_result, key = uniforms(key, jnp.float32(2.0), 3)
    normals_result_2, key = normals(key, 3, 0.5, "b")
    uniforms_result_2, key = uniforms(key, jnp.float32(1.0), 2)
    values = [normals_result, uniforms_result, normals_result_2, uniforms_result_2]
    return values, key
