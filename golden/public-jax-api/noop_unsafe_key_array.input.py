import jax


def is_key(x):
    return isinstance(x, jax.random.KeyArray)
