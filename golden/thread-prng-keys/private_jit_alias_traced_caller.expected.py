"""A traced function calling a private `_noise_j = jax.jit(_noise, ...)` of a threaded function is
threaded like a caller of `_noise`: it passes its key to `_noise_j` and keeps the new one."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _noise(key, x, n=2):
    key, sub = random.split(key)
    return x + random.uniform(sub, (n,)), key


_noise_j = jax.jit(_noise, static_argnums=2)


@jax.jit
def _step_pure(key, x):
    _noise_j_result, key = _noise_j(key, x)
    return _noise_j_result * 2, key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


def main():
    global key
    a, key = _noise_j(key, jnp.zeros(2))
    b = step(jnp.ones(2))
    _noise_j_result, key = _noise_j(key, jnp.zeros(3), 3)
    return [a, b, _noise_j_result], key
