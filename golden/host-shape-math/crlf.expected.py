import math

EXAMPLES = [("flat", "jnp.ones((2, 3))", "fails")]


def flat(x):
    # flatten
    return x.reshape(math.prod(x.shape))
