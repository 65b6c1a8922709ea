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

    def _sample_pure(self, key, x):
        key, sub = random.split(key)
        return x * random.normal(sub, x.shape), key

    def sample(self, x):
        sample_result, self.key = self._sample_pure(self.key, x)
        return sample_result


class Noise:
    def __init__(self, scale, seed):
        self.scale = scale
        self.key = random.PRNGKey(seed)

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        return x * self.scale * random.normal(sub, x.shape), key

    def __call__(self, x):
        call_result, self.key = self._call_pure(self.key, x)
        return call_result


NET = Net(0)
noise = Noise(2.0, 1)


@jax.jit
def _perturb_pure(key, params):
    leaves, treedef = jax.tree_util.tree_flatten(params)
    values = []
    for leaf in leaves:
        sample_result, key = NET._sample_pure(key, leaf)
        values.append(sample_result)
    return jax.tree_util.tree_unflatten(treedef, values), key


def perturb(params):
    perturb_result, NET.key = _perturb_pure(NET.key, params)
    return perturb_result


@jax.jit
def _jitter_pure(key, params):
    leaves_2, treedef_2 = jax.tree_util.tree_flatten(params)
    values_2 = []
    for leaf_2 in leaves_2:
        noise_result, key = noise._call_pure(key, leaf_2)
        values_2.append(noise_result)
    return jax.tree_util.tree_unflatten(treedef_2, values_2), key


def jitter(params):
    jitter_result, noise.key = _jitter_pure(noise.key, params)
    return jitter_result


def main():
    params = {"b": jnp.ones(3), "w": jnp.ones((2, 2))}
    first = perturb(params)
    eager = jax.tree_util.tree_map(NET.sample, params)
    noisy = (jitter(params), jitter(params), noise.key)
    return (first, perturb(params), eager, noisy), NET.key
