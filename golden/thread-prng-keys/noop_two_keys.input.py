"""A jitted function reaching two functions that update two different global keys would take
both: a function made pure takes one key and returns one, so nothing is rewritten, and each
function updating a key is reported with the reason."""
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
    return [step(x), step(x)], (key_a, key_b)
