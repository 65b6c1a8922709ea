import jax


def add(xs, ys):
    return jax.tree.map(lambda a, b: a + b, xs, ys)
