import jax
from jax import random

key = random.PRNGKey(0)


@jax.jit
def sample():
    global key  # omnifix: ignore[PRK001]
    key, sub = random.split(key)
    return random.normal(sub, ())
