import jax
from jax import random

rng = random.PRNGKey(7)


@jax.jit
def _noise_pure(rng, step):
    rng = random.fold_in(rng, step)
    return random.uniform(rng, (3,)), rng


def noise(step):
    global rng
    noise_result, rng = _noise_pure(rng, step)
    return noise_result


def main():
    values = []
    for step in range(3):
        values.append(noise(step))
    return values, rng
