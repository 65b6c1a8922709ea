import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(5)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


@jax.jit
def spread(x):
    return lax.fori_loop(
        0,
        3,
        lambda i, c: _step(c)
        + i,  # the value goes on inside the call's parentheses
        x,
    )


@jax.jit
def walk(xs):
    c, ys = lax.scan(
        lambda c, x: (
            # the new carry
            c + _step(x),
            x * 2,
        ),
        0.0,
        xs,
    )
    return c, ys


def main():
    a = spread(0.0)
    b = walk(jnp.arange(3.0))
    return [a, b], key
