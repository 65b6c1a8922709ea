import jax


def leaves(tree):
    return jax.tree_leaves(tree)
