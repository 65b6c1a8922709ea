"""An attribute read in shape math (`self.heads`, `cfg.block`) is taken to be an int where that
math reaches only places that force one (a shape entry, a `dynamic_slice` size, `range()`) and
stays in its function: a tracer or a float fails there in the original too, and an int (or a
concrete jax or numpy int) gives the original's value on the host. The attribute is read where and
as often as before, its text kept."""
import math
from functools import partial

import jax
from jax import lax


class Config:
    def __init__(self, block, window):
        self.block = block
        self.window = window


CFG = Config(2, 3)

EXAMPLES = [
    ("attend", "jnp.arange(16.0).reshape(2, 8)", "fails"),
    ("windowed", "jnp.arange(5.0)", "fails"),
    ("blocked", "jnp.arange(6.0)", "fails"),
]


class Attention:
    def __init__(self, heads):
        self.heads = heads

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        d = math.prod(x.shape[-1:]) // self.heads
        return x.reshape(x.shape[0], self.heads, d)


ATTENTION = Attention(2)


def attend(x):
    return ATTENTION(x)


@jax.jit
def windowed(x):
    n = min(CFG.window, x.shape[0])
    return lax.dynamic_slice(x, (0,), (n,))


def _blocks(x, cfg):
    total = 0.0
    for i in range(x.shape[0] // cfg.block):
        total = total + x[i * cfg.block]
    return total


@jax.jit
def blocked(x):
    return _blocks(x, CFG)
