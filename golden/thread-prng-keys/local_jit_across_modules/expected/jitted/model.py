from jax import random

key = random.PRNGKey(0)


def _step_pure(key, x, n=1):
    key, sub = random.split(key)
    return x + n * random.randint(sub, (), 0, 10), key


def step(x, n=1):
    global key
    step_result, key = _step_pure(key, x, n)
    return step_result
