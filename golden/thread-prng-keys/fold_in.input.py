import jax
from jax import random

rng = random.PRNGKey(7)


@jax.jit
def noise(step):
    global rng
    rng = random.fold_in(rng, step)
    return random.uniform(rng, (3,))


def main():
    values = []
    for step in range(3):
        values.append(noise(step))
    return values, rng
