import jax
import jax.experimental.optimizers


def make(lr):
    return jax.experimental.optimizers.adam(lr)
