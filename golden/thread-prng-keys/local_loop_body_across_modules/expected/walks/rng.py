"""Loop bodies local to functions of `sim.py` call `split` of this module: each carries the key in its loop's state, as it would for a key of `sim.py`."""
from jax import random

KEY = random.PRNGKey(0)


def _split_pure(KEY):
    KEY, sub = random.split(KEY)
    return sub, KEY


def split():
    global KEY
    split_result, KEY = _split_pure(KEY)
    return split_result
