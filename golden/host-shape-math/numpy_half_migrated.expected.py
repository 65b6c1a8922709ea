import numpy as onp

EXAMPLES = [("flatten", "jnp.ones((3, 4))", "fails")]


def flatten(x):
    return x.reshape(onp.prod(x.shape))
