import jax.numpy as jnp

from . import model
from .model import _fast, run


def main():
    x = jnp.ones(4)
    return (run(x), _fast(x, 0.25), run(x)), model.key
