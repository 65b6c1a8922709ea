"""Maps `rng.noise` over a tree, and a lambda calling `noise` imported by name, in traced code:
loops over the leaves calling `rng._noise_pure` with the key of `rng`."""
import jax
import jax.numpy as jnp

from noisy import layers, rng
from noisy.rng import noise


@jax.jit
def perturb(params):
    return jax.tree_util.tree_map(rng.noise, params)


@jax.jit
def shifted(params):
    out = jax.tree_util.tree_map(lambda p: p * noise(p), params)
    return out


@jax.jit
def step(params):
    return layers.scatter(params), rng.spread(params)


def main():
    params = {"b": jnp.zeros(1), "w": (jnp.ones(2), None)}
    values = [perturb(params), shifted(params), layers.jitter(params), layers.show(params)]
    values.append(step(params))
    return values, rng.KEY
