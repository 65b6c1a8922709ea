import jax

# jax.tree_multimap was removed; we use jax.tree_util.tree_map
HELP = "call jax.ops.index_update(x, jax.ops.index[0], y)"


def f(x: "jax.numpy.DeviceArray"):
    return jax.numpy.sum(x)
