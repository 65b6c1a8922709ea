import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


picked = lax.cond(True, lambda v: _draw(v) * 2, lambda v: v, jnp.zeros(()))


def main():
    return picked, key
