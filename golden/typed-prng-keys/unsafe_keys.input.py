import jax
from jax import random
from jax.random import PRNGKey


def sample(seed):
    key = jax.random.PRNGKey(seed)
    return jax.random.normal(key, (3,))


def pair(seed):
    first, second = random.split(random.PRNGKey(seed, impl="threefry2x32"))
    return random.uniform(first), random.uniform(second)


def folded(seed):
    return random.randint(jax.random.fold_in(PRNGKey(seed), 1), (2,), 0, 10)
