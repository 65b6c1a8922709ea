# requirements.txt says jax>=0.4.30: `jax.tree.map` is there.
import jax
import jax.numpy as jnp


def double(tree):
    return jax.tree.map(lambda x: x * 2, tree)


def clipped(x):
    return jnp.clip(x, min=0)
