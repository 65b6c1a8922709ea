import jax
from jax import lax, random

key = random.PRNGKey(0)


@jax.jit
def run(xs):
    def step(carry, x):
        global key
        key, sub = random.split(key)
        return carry + random.normal(sub, ()), x

    first, _ = lax.scan(step, 0.0, xs)
    return lax.scan(step, first, xs)
