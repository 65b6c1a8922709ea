"""Lambda loop bodies in `sim.py` (in a jitted function, one never jitted and at its top level) call `split` of this module: each becomes a `def` carrying the key in its loop's state."""
from jax import random

KEY = random.PRNGKey(0)


def split():
    global KEY
    KEY, sub = random.split(KEY)
    return sub
