import jax.numpy as jnp

from . import features
from .model import embed, pooled


def main():
    x = jnp.ones((2, 2, 3))
    scale = features.num_features(x) / 3
    return embed(x) * scale, pooled(x), scale, features.batch_size(x, 2) * 1.0
