"""A method of a module-level instance given to `tree_map` in a jitted function,
`jax.tree_util.tree_map(NET.sample, params)` (or the instance itself, `tree_map(noise, params)`,
running `__call__`): `tree_map` calls it on the leaves in their flattened order, so the jitted
`_perturb_pure(key, params)` flattens the tree, calls `NET._sample_pure(key, leaf)` in a loop
passing the key along, and rebuilds the tree; `perturb` passes it `NET.key` and stores the new key
back."""
import jax
import jax.numpy as jnp
from jax import random


class Net:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def sample(self, x):
        self.key, sub = random.split(self.key)
        return x * random.normal(sub, x.shape)


class Noise:
    def __init__(self, scale, seed):
        self.scale = scale
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return x * self.scale * random.normal(sub, x.shape)


NET = Net(0)
noise = Noise(2.0, 1)


@jax.jit
def perturb(params):
    return jax.tree_util.tree_map(NET.sample, params)


@jax.jit
def jitter(params):
    return jax.tree_util.tree_map(noise, params)


def main():
    params = {"b": jnp.ones(3), "w": jnp.ones((2, 2))}
    first = perturb(params)
    eager = jax.tree_util.tree_map(NET.sample, params)
    noisy = (jitter(params), jitter(params), noise.key)
    return (first, perturb(params), eager, noisy), NET.key
