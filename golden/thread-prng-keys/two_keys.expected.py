"""A jitted function reaching two functions that update two different global keys takes both,
in the order the module first updates them, and returns both after its result: `step` is public,
so it is kept as a wrapper of `_step_pure(key_a, key_b, x)`, declaring both globals."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def _noise_a_pure(key_a, x):
    key_a, k = random.split(key_a)
    return x + random.uniform(k, x.shape), key_a


def noise_a(x):
    global key_a
    noise_a_result, key_a = _noise_a_pure(key_a, x)
    return noise_a_result


def _noise_b_pure(key_b, x):
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape), key_b


def noise_b(x):
    global key_b
    noise_b_result, key_b = _noise_b_pure(key_b, x)
    return noise_b_result


@jax.jit
def _step_pure(key_a, key_b, x):
    noise_a_result, key_a = _noise_a_pure(key_a, x)
    noise_b_result, key_b = _noise_b_pure(key_b, noise_a_result)
    return noise_b_result, key_a, key_b


def step(x):
    global key_a, key_b
    step_result, key_a, key_b = _step_pure(key_a, key_b, x)
    return step_result


def main():
    x = jnp.ones(2)
    return [step(x), step(x), key_b], key_a
