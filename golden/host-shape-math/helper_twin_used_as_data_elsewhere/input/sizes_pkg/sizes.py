import jax
import jax.numpy as jnp

EXAMPLES = [("flatten", "jnp.ones((2, 3))", "fails")]


def _flat_size(x):
    return jnp.prod(jnp.array(x.shape))


@jax.jit
def flatten(x):
    return x.reshape((_flat_size(x),))


def main():
    return flatten(jnp.ones((2, 3)))
