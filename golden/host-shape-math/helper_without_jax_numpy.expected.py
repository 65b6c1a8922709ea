# Shape math done with jax.numpy on the values of module helpers that do no jax.numpy math
# themselves (one returns `.shape` math, one an `int()`): rewritten like any static value. The
# screening must follow such helpers as the codemod does.
import math

import jax

EXAMPLES = [("flatten_trailing", "jnp.arange(24.0).reshape(2, 3, 4)", "fails")]


def _trailing(x):
    return x.shape[1:]


def _rows(x):
    return int(x.shape[0])


@jax.jit
def flatten_trailing(x):
    return x.reshape((_rows(x), math.prod(_trailing(x))))
