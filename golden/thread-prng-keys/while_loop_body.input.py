import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(5)


def _grow(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, ())


@jax.jit
def grow_until(x, limit):
    return lax.while_loop(lambda v: v < limit, _grow, x)


def main():
    a = grow_until(jnp.float32(0.0), 3.0)
    b = grow_until(jnp.float32(1.0), 2.5)
    return [a, b], key
