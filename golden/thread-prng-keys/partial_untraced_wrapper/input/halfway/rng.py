import jax
from jax import random

key = random.PRNGKey(0)


@jax.jit
def sample(x, scale):
    global key
    key, sub = random.split(key)
    return scale * random.normal(sub, x.shape)
