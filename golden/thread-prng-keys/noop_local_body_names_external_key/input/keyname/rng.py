"""A loop body of `sim.py` calling `noise` names `KEY`, the name the key of this module would take in it: nothing is rewritten."""
from jax import random

KEY = random.PRNGKey(0)


def split():
    global KEY
    KEY, sub = random.split(KEY)
    return sub
