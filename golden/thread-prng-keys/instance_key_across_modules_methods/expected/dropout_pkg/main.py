import jax
import jax.numpy as jnp

from . import layers

drop = layers.Dropout(0.5)


@jax.jit
def _step(key, x):
    y, key = drop._call_pure(key, x)
    noise_result, key = drop._noise_pure(key, x.shape)
    return y + noise_result * drop.rate, key


def main():
    x = jnp.arange(8.0)
    first, drop.key = _step(drop.key, x)
    second, drop.key = _step(drop.key, x)
    return (first, second, drop.noise((2,))), drop.key
