import jax
from jax import random

KEY = random.PRNGKey(0)


@jax.jit
def sample():
    return random.normal(KEY, ())


def split_once():
    first, second = random.split(KEY)
    return first, second
