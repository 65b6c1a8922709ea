import jax
import jax.numpy as jnp
from jax import random


def make_sampler(seed, scale=1.0):
    key = random.PRNGKey(seed)

    @jax.jit
    def sample(x):
        """`x` plus fresh noise on every call."""
        nonlocal key
        key, sub = random.split(key)
        return x + scale * random.normal(sub, x.shape)

    def current():
        return key

    return sample, current


def main():
    sample, current = make_sampler(0)
    x = jnp.zeros(3)
    return [sample(x), sample(x), sample(x)], current()


if __name__ == "__main__":
    print(main())
