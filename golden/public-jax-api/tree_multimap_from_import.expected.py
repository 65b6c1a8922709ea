from jax import jit
from jax.tree import map as tree_multimap


@jit
def add_trees(xs, ys):
    return tree_multimap(lambda a, b: a + b, xs, ys)
