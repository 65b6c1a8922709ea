from jax import tree_util


def add(xs, ys):
    return tree_util.tree_multimap(lambda a, b: a + b, xs, ys)
