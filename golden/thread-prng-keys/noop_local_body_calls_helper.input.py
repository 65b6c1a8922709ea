import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(11)


def noise(x):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, jnp.shape(x))


@jax.jit
def run(xs):
    def step(carry, x):
        return carry + noise(x), x

    return lax.scan(step, 0.0, xs)


def main():
    a = run(jnp.arange(3.0))
    return [a], key
