import jax
from jax import random

rng = random.PRNGKey(7)


@jax.jit
def noise(rng, step):
    rng = random.fold_in(rng, step)
    return random.uniform(rng, (3,)), rng


def main():
    global rng
    values = []
    for step in range(3):
        noise_result, rng = noise(rng, step)
        values.append(noise_result)
    return values, rng
