import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("tiled", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("encoded", "jnp.array([0, 2, 1]), jnp.ones((3, 4))", "fails"),
    ("repeated", "jnp.arange(6.0).reshape(3, 2)", "fails"),
]


def tiled(x):
    reps = [2] * x.ndim
    return jnp.tile(x, reps), jnp.tile(x, x.shape[0] - 1)


def encoded(labels, logits):
    return jax.nn.one_hot(labels, logits.shape[-1]), jax.nn.one_hot(
        labels, num_classes=jnp.size(logits) // logits.shape[0]
    )


def repeated(x):
    total = math.prod(x.shape)
    return jnp.repeat(x, x.shape[1], axis=0, total_repeat_length=total)
