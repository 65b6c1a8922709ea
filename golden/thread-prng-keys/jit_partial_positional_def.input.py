"""`half = functools.partial(dropout, 0.5)` binding by position some of the positional parameters
of `def dropout(rate, x)`: bound by keyword, `rate` would take the `x` passed by position after
the key, so a `def` of the parameters `dropout` has left calls the pure form with the key first
and the bound values (literals, names bound once): for a private name (`_tiny`, replaced by the
`def`) and a public one (`half`, kept, with the `def` twin bound right after it)."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
RATE = 0.5


def dropout(rate, x, scale=2.0, *, shape=(3,)):
    global key
    key, sub = random.split(key)
    keep = random.bernoulli(sub, 1 - rate, shape)
    return jnp.where(keep, x * scale, 0.0)


def _offset(base, step, n):
    global key
    key, sub = random.split(key)
    return base + step * random.uniform(sub, (n,))


half = functools.partial(dropout, RATE)
half_drop = jax.jit(half, static_argnames="shape")
_tiny = functools.partial(_offset, 1.0, 0.5)  # `n` left
_tiny_offset = jax.jit(_tiny, static_argnums=0)


@jax.jit
def step(x):
    return half_drop(x) + _tiny_offset(3)


def main():
    x = jnp.ones(3)
    values = [half_drop(x), half(x), half_drop(x, 4.0), half(x, scale=1.0)]
    values.append(half_drop(jnp.ones(2), shape=(2,)))
    values.append(_tiny_offset(2))
    values.append(step(x))
    return values, key
