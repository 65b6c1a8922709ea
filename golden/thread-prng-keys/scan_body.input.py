import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def body(carry, x):
    global key
    key, sub = random.split(key)
    return carry + random.normal(sub, ()), x


@jax.jit
def run(xs):
    return lax.scan(body, 0.0, xs)


def main():
    total, xs = run(jnp.arange(3.0))
    again, _ = run(jnp.arange(2.0))
    return [total, xs, again], key
