"""A jitted function threaded with two global keys is rewritten for both or for none: a line of
`noise_b` has `# omnifix: ignore`, so `key_b` is not threaded, and neither is `key_a`, which
`step` would take too."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def noise_a(x):
    global key_a
    key_a, k = random.split(key_a)
    return x + random.normal(k, x.shape)


def noise_b(x):
    global key_b
    key_b, k = random.split(key_b)  # omnifix: ignore
    return x * random.uniform(k, x.shape)


@jax.jit
def step(x):
    y = noise_a(x)
    return noise_b(y)


def main():
    x = jnp.ones(2)
    return (step(x), key_b), key_a
