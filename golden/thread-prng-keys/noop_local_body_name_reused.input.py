import jax
from jax import lax, random

key = random.PRNGKey(11)


def _noise(x):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, ())


@jax.jit
def run(xs):
    def step(carry, x):
        return carry + _noise(x), x

    return lax.scan(step, 0.0, xs)


@jax.jit
def other(x):
    # a second `step` of the file: omnifix keeps one function per name
    def step(i, c):
        return c + _noise(c)

    return lax.fori_loop(0, 2, step, x)
