import jax
from jax import lax, random

key = random.PRNGKey(0)


def body(carry, x):
    global key
    key, sub = random.split(key)
    return carry + random.normal(sub, ()), x


@jax.jit
def run(xs):
    return lax.scan(body, 0.0, xs)
