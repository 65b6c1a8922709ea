"""A lambda loop body with defaults becomes a `def` with the same defaults, evaluated just before
the statement: constants, the function's own variables and names the module binds once, which
nothing in the statement changes before the lambda is evaluated."""
import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(3)
SHIFT = 0.25


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


@jax.jit
def with_default(x):
    return L.fori_loop(0, 3, lambda i, c, s=2.0: _step(c) * s, x)


@jax.jit
def _captured(x, scale):
    # `s=scale` binds the function's variable, `t=SHIFT` the module's, `u` is keyword-only
    out = L.fori_loop(0, 2, lambda i, c, s=scale, t=SHIFT, *, u=-1: (_step(c) + t) * s * u, x)
    return out


def grow(x, limit):
    return L.while_loop(lambda v: v < limit, lambda v, rate=(1.5, 0.5): _step(v) * rate[0], x)


def main():
    a = with_default(1.0)
    b = _captured(1.0, 0.5)
    c = grow(1.0, 4.0)
    return [a, b, c], key
