import jax

from .sizes import flat_size


@jax.jit
def flatten(x):
    n = flat_size(x)
    return x.reshape((n,))
