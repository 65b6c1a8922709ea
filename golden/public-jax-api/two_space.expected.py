import jax


def total(tree):
  leaves = jax.tree.leaves(tree)
  return sum(leaves)
