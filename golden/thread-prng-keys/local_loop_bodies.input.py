import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(11)


@jax.jit
def run(xs):
    def step(carry, x):
        global key
        key, sub = random.split(key)
        return carry + random.uniform(sub, ()) * x, carry

    return lax.scan(step, 0.0, xs)


def accumulate(n):
    def grow(i, total):
        global key
        key, sub = random.split(key)
        return total + random.uniform(sub, ())

    return lax.fori_loop(0, n, grow, 0.0)


def main():
    a = run(jnp.arange(3.0))
    b = accumulate(4)
    return [a, b], key
