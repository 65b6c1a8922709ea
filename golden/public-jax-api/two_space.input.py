import jax


def total(tree):
  leaves = jax.tree_leaves(tree)
  return sum(leaves)
