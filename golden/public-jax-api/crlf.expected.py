import jax


def leaves(tree):
    return jax.tree.leaves(tree)
