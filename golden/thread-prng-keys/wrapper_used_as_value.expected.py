from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


# stored in a table and called through it: callers omnifix cannot follow; a default the
# wrapper passes on is static in the `jit` (else passing it would trace it)
@partial(jax.jit, static_argnames="times")
def _noise_pure(key, x, times=1):
    key, sub = random.split(key)
    return x + times * random.normal(sub, x.shape), key


def noise(x, times=1):
    global key
    noise_result, key = _noise_pure(key, x, times)
    return noise_result


AUGMENTATIONS = {"noise": noise}


def main():
    x = jnp.zeros(2)
    return [AUGMENTATIONS["noise"](x) for _ in range(3)], key


if __name__ == "__main__":
    print(main())
