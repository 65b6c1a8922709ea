from jax import tree_multimap


def add(xs, ys):
    return tree_multimap(lambda a, b: a + b, xs, ys)
