import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(5)


def _grow(x_and_key):
    x, key = x_and_key
    key, sub = random.split(key)
    return x + random.uniform(sub, ()), key


@jax.jit
def _grow_until_pure(key, x, limit):
    return lax.while_loop(lambda v: v[0] < limit, _grow, (x, key))


def grow_until(x, limit):
    global key
    grow_until_result, key = _grow_until_pure(key, x, limit)
    return grow_until_result


def main():
    a = grow_until(jnp.float32(0.0), 3.0)
    b = grow_until(jnp.float32(1.0), 2.5)
    return [a, b], key
