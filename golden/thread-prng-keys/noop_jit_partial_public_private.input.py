"""`tenth = functools.partial(_jitter, scale=0.1)`, public, then `tenth_j = jax.jit(tenth)`:
`_jitter`, private, would take the key (no wrapper is kept for it), so `tenth`, which other code
may call, would have to pass it: nothing changes, and `_jitter` is reported saying so."""
import functools

import jax
from jax import random

key = random.PRNGKey(0)


def _jitter(x, scale=1.0):
    global key
    key, sub = random.split(key)
    return x + scale * random.uniform(sub, x.shape)


tenth = functools.partial(_jitter, scale=0.1)
tenth_j = jax.jit(tenth)


def main():
    return tenth_j(1.0), key
