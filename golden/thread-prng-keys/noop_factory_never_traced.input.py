from jax import random


def make_sampler(seed):
    key = random.PRNGKey(seed)

    def sample(shape):
        nonlocal key
        key, sub = random.split(key)
        return random.normal(sub, shape)

    return sample


def main():
    sample = make_sampler(0)
    return [sample((2,)), sample((2,))]
