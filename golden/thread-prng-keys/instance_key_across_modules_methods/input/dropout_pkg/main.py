import jax
import jax.numpy as jnp

from . import layers

drop = layers.Dropout(0.5)


@jax.jit
def _step(x):
    y = drop(x)
    return y + drop.noise(x.shape) * drop.rate


def main():
    x = jnp.arange(8.0)
    first = _step(x)
    second = _step(x)
    return (first, second, drop.noise((2,))), drop.key
