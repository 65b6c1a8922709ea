import jax

from .sizes import flat_size

EXAMPLES = [("flatten", "jnp.ones((2, 3))", "fails")]


@jax.jit
def flatten(x):
    n = flat_size(x)
    return x.reshape((n,))
