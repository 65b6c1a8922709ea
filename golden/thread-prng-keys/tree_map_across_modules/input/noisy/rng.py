"""The key and the functions splitting it; traced importers map them over trees (`spread`, not
jitted, is traced by `model.step`)."""
import jax
from jax import random

KEY = random.PRNGKey(3)


def noise(p):
    global KEY
    KEY, sub = random.split(KEY)
    return random.normal(sub, p.shape)


def _local(p):
    global KEY
    KEY, sub = random.split(KEY)
    return 2 * random.uniform(sub, p.shape)


def spread(params):
    return jax.tree_util.tree_map(_local, params)


def main():
    return [jax.jit(noise)(jax.numpy.ones(2))], KEY
