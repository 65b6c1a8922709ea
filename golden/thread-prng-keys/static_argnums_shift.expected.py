from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


@partial(jax.jit, static_argnums=(1, -1))
def _normals_pure(key, n, scale, tag):
    key, sub = random.split(key)
    return scale * random.normal(sub, (n,)), key


def normals(n, scale, tag):
    global key
    normals_result, key = _normals_pure(key, n, scale, tag)
    return normals_result


def _uniforms_pure(key, scale, n):
    key, sub = random.split(key)
    return scale * random.uniform(sub, (n,)), key


def uniforms(scale, n):
    global key
    uniforms_result, key = _uniforms_pure(key, scale, n)
    return uniforms_result


_uniforms_pure = jax.jit(_uniforms_pure, static_argnums=2, donate_argnums=1)


def main():
    values = [normals(2, 1.0, "a"), uniforms(jnp.float32(2.0), 3), normals(3, 0.5, "b"), uniforms(jnp.float32(1.0), 2)]
    return values, key
