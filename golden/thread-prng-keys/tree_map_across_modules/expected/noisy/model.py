"""Maps `rng.noise` over a tree, and a lambda calling `noise` imported by name, in traced code:
loops over the leaves calling `rng._noise_pure` with the key of `rng`."""
import jax
import jax.numpy as jnp

from noisy import layers, rng


@jax.jit
def _perturb_pure(KEY, params):
    leaves, treedef = jax.tree_util.tree_flatten(params)
    values_2 = []
    for leaf in leaves:
        noise_result, KEY = rng._noise_pure(KEY, leaf)
        values_2.append(noise_result)
    return jax.tree_util.tree_unflatten(treedef, values_2), KEY


def perturb(params):
    perturb_result, rng.KEY = _perturb_pure(rng.KEY, params)
    return perturb_result


@jax.jit
def _shifted_pure(KEY, params):
    leaves_2, treedef_2 = jax.tree_util.tree_flatten(params)
    values_3 = []
    for p in leaves_2:
        noise_result, KEY = rng._noise_pure(KEY, p)
        values_3.append(p * noise_result)
    out = jax.tree_util.tree_unflatten(treedef_2, values_3)
    return out, KEY


def shifted(params):
    shifted_result, rng.KEY = _shifted_pure(rng.KEY, params)
    return shifted_result


@jax.jit
def _step_pure(KEY, params):
    scatter_result, KEY = layers._scatter_pure(KEY, params)
    spread_result, KEY = rng._spread_pure(KEY, params)
    return (scatter_result, spread_result), KEY


def step(params):
    step_result, rng.KEY = _step_pure(rng.KEY, params)
    return step_result


def main():
    params = {"b": jnp.zeros(1), "w": (jnp.ones(2), None)}
    values = [perturb(params), shifted(params), layers.jitter(params), layers.show(params)]
    values.append(step(params))
    return values, rng.KEY
