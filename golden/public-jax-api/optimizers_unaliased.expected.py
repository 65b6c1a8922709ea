import jax
import jax.example_libraries.optimizers


def make(lr):
    return jax.example_libraries.optimizers.adam(lr)
