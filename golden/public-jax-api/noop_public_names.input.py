import jax
import jax.numpy as jnp
from jax.tree_util import tree_map


def add(xs, ys):
    return tree_map(lambda a, b: a + b, xs, ys), jnp.prod(jnp.ones(3)), jax.Array
