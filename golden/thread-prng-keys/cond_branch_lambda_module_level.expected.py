import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


def cond_branch(key, v):
    _draw_result, key = _draw(key, v)
    return _draw_result * 2, key


picked, key = lax.cond(True, cond_branch, lambda key, v: (v, key), key, jnp.zeros(()))


def main():
    return picked, key
