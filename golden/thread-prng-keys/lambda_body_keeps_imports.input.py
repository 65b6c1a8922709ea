import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


@jax.jit
def run(x):
    return lax.fori_loop(0, 3, lambda i, c: _draw(c) + jnp.ones(()), x)


def main():
    return run(1.0), key
