import jax.numpy as jnp
from jax import random

rng_key = random.PRNGKey(0)


def _propose_pure(rng_key, x, scale):
    rng_key, sub = random.split(rng_key)
    return x + scale * random.randint(sub, x.shape, -3, 4), rng_key


def propose(x, scale):
    global rng_key
    propose_result, rng_key = _propose_pure(rng_key, x, scale)
    return propose_result


def _accept_pure(rng_key, new, old):
    rng_key, sub = random.split(rng_key)
    return random.randint(sub, (), 0, 10) < 3 + jnp.sum(new - old), rng_key


def accept(new, old):
    global rng_key
    accept_result, rng_key = _accept_pure(rng_key, new, old)
    return accept_result


def _jitter_pure(rng_key, x):
    rng_key, sub = random.split(rng_key)
    return x - random.randint(sub, x.shape, 0, 5), rng_key


def jitter(x):
    global rng_key
    jitter_result, rng_key = _jitter_pure(rng_key, x)
    return jitter_result


def _nudge_pure(rng_key, x):
    rng_key, sub = random.split(rng_key)
    return x + random.randint(sub, x.shape, 0, 2), rng_key


def nudge(x):
    global rng_key
    nudge_result, rng_key = _nudge_pure(rng_key, x)
    return nudge_result
