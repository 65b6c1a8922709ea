"""A jitted function reaching two functions that update two different global keys takes both,
in the order the module first updates them, and returns both after its result: `step` is public,
so it is kept as a wrapper of `_step_pure(key_a, key_b, x)`, declaring both globals."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def noise_a(x):
    global key_a
    key_a, k = random.split(key_a)
    return x + random.uniform(k, x.shape)


def noise_b(x):
    global key_b
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape)


@jax.jit
def step(x):
    return noise_b(noise_a(x))


def main():
    x = jnp.ones(2)
    return [step(x), step(x), key_b], key_a
