"""An attribute taken to be an int by the place its math reaches stays where it is: reported when
that math leaves its function (a helper's return, which a place taking a tuple reads), reaches a
place taking a tuple too (a `jnp.zeros` shape: `self.n` may be a tuple there), or is float math
made an int by `.astype(int)` where the place takes an array too (an attribute may hold an array,
whose `.astype(int)` is no `int()`: a whole shape, an index), rounded by `rint` or `round` (an
attribute may hold a complex, which jax.numpy rounds and numpy with a float `dtype` does not) or
`sqrt` (a numpy float32 attribute keeps its dtype)."""
import jax
import jax.numpy as jnp


class Config:
    def __init__(self, heads, n, block):
        self.heads = heads
        self.n = n
        self.block = block


CFG = Config(2, 3, 4)


def _width(x, cfg):
    return jnp.prod(jnp.array(x.shape[-1:])) // cfg.heads


@jax.jit
def widths(x):
    return jnp.zeros(_width(x, CFG))


@jax.jit
def zeros(x):
    return x.sum() + jnp.zeros(jnp.maximum(CFG.n, 1))


@jax.jit
def blocks(x):
    n = jnp.ceil(x.shape[0] / CFG.block).astype(int)
    return jnp.zeros(n)


@jax.jit
def picked(x):
    return x[jnp.floor(x.shape[0] / CFG.block).astype(int)]


@jax.jit
def rounded(x):
    return jnp.zeros((jnp.rint(x.shape[0] / CFG.block).astype(int), 2))


@jax.jit
def rooted(x):
    return jnp.zeros((jnp.sqrt(x.shape[0] / CFG.block).astype(int), 2))
