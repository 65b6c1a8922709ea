import math

import jax

EXAMPLES = [("flatten", "jnp.arange(6.0).reshape(2, 3)", "fails")]


def num_features(x):
    return math.prod(x.shape[1:])


@jax.jit
def flatten(x):
    return x.reshape((x.shape[0], num_features(x)))
