from jax import jit, tree_multimap


@jit
def add_trees(xs, ys):
    return tree_multimap(lambda a, b: a + b, xs, ys)
