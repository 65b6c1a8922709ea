import jax
from jax import random


@jax.jit
def init(key):
    key, subkey = random.split(key)
    return random.normal(subkey, ()), key


key = random.PRNGKey(0)
value, key = init(key)
