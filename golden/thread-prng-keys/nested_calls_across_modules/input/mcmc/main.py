import jax.numpy as jnp

from . import chains, kernels


def main():
    x = jnp.zeros(3, jnp.int32)
    values = [
        chains.run_chain(x, 4),
        chains.trail(x),
        chains.shake(x),
        chains.climb(x),
        chains.pick(True, x),
        chains.pick(False, x),
        chains.fork(True, x),
        chains.fork(False, x),
        chains.eager(x),
        chains.sample(x),
    ]
    return values, kernels.rng_key
