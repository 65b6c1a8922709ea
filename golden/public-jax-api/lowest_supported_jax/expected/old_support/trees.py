# pyproject.toml says jax>=0.4.20: `jax.tree.map` (new in 0.4.25) would break that promise.
import jax
import jax.numpy as jnp


def double(tree):
    return jax.tree_util.tree_map(lambda x: x * 2, tree)


def clipped(x):
    return jnp.clip(x, a_min=0)  # `min=` is new in jax 0.4.27: reported
