from jax import jit
from jax.tree import leaves as tree_leaves, map as tree_multimap


@jit
def f(xs, ys):
    return sum(tree_leaves(tree_multimap(lambda a, b: a * b, xs, ys)))
