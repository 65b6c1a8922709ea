import jax.numpy as jnp

from .sizes import _flat_size


def mean(x):
    return x.sum() / _flat_size(x)


def main():
    return mean(jnp.ones((2, 3)))
