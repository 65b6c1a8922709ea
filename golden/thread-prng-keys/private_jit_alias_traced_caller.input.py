"""A traced function calling a private `_noise_j = jax.jit(_noise, ...)` of a threaded function is
threaded like a caller of `_noise`: it passes its key to `_noise_j` and keeps the new one."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _noise(x, n=2):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, (n,))


_noise_j = jax.jit(_noise, static_argnums=1)


@jax.jit
def step(x):
    return _noise_j(x) * 2


def main():
    a = _noise_j(jnp.zeros(2))
    b = step(jnp.ones(2))
    return [a, b, _noise_j(jnp.zeros(3), 3)], key
