import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


total = lax.fori_loop(
    0, 3, lambda i, c: (_draw(c)
                        + 1), jnp.zeros(())
)


def main():
    return total, key
