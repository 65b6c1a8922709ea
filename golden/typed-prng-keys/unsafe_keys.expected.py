import jax
from jax import random


def sample(seed):
    key = jax.random.key(seed)
    return jax.random.normal(key, (3,))


def pair(seed):
    first, second = random.split(random.key(seed, impl="threefry2x32"))
    return random.uniform(first), random.uniform(second)


def folded(seed):
    return random.randint(jax.random.fold_in(random.key(seed), 1), (2,), 0, 10)
