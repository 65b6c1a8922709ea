import jax.numpy as jnp
from jax import random

rng_key = random.PRNGKey(0)


def propose(x, scale):
    global rng_key
    rng_key, sub = random.split(rng_key)
    return x + scale * random.randint(sub, x.shape, -3, 4)


def accept(new, old):
    global rng_key
    rng_key, sub = random.split(rng_key)
    return random.randint(sub, (), 0, 10) < 3 + jnp.sum(new - old)


def jitter(x):
    global rng_key
    rng_key, sub = random.split(rng_key)
    return x - random.randint(sub, x.shape, 0, 5)


def nudge(x):
    global rng_key
    rng_key, sub = random.split(rng_key)
    return x + random.randint(sub, x.shape, 0, 2)
