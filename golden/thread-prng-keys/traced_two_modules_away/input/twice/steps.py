import jax

from . import model


@jax.jit
def step(x):
    return model.apply(x)
