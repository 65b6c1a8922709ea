"""`instance_key_module_level_tree_map` where the `tree_map` of the method is not in the code of a
module-level function: in a jitted lambda (`fast = jax.jit(lambda p: tree_map(NET.sample, p))`),
or in a function nested in a jitted one: reported, not rewritten, with the reason."""
import jax
import jax.numpy as jnp
from jax import random


class Net:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def sample(self, x):
        self.key, sub = random.split(self.key)
        return x * random.normal(sub, x.shape)


NET = Net(0)
fast = jax.jit(lambda p: jax.tree_util.tree_map(NET.sample, p))


@jax.jit
def perturb(params):
    def inner(p):
        return jax.tree_util.tree_map(NET.sample, p)

    return inner(params)


def main():
    params = {"b": jnp.ones(3), "w": jnp.ones((2, 2))}
    return (fast(params), perturb(params)), NET.key
