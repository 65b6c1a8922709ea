import jax


def add(a, b):
    return a + b


increment = jax.partial(add, 1)
