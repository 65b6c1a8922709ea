from functools import partial

import jax

from . import model
from .model import step

_fast = jax.jit(model.step)


def main():
    fast = jax.jit(model.step)
    a = fast(1)
    b = fast(2)
    quick = partial(jax.jit, static_argnums=1)(step)
    c = quick(3, 4)
    d = model.step(3)
    e = run(5)
    f = helper(6)
    g = _fast(7)
    return [a, b, c, d, e, f, g], model.key


@jax.jit
def run(x):
    inner = jax.jit(step)
    return inner(x) + inner(x + 1)


@jax.jit
def helper(x):
    return _fast(x) * 2
