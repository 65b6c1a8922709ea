import jax
from jax import random

key = random.PRNGKey(0)


@jax.jit
def sample(seed):
    key = random.PRNGKey(seed)
    key, sub = random.split(key)
    return random.normal(sub, ())


def reset():
    global key
    key = random.PRNGKey(1)
