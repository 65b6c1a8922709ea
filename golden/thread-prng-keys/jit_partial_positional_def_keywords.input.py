"""`half = functools.partial(drop, 0.5, scale=1.0)` binding by position some of the positional
parameters of `drop`, and a keyword too: a `def` of the parameters `drop` has left calls the pure
form with the key first and the bound values, the parameters from the first bound by keyword on
keyword-only, each bound one's default the value bound (a call may give it again, `fast(x,
scale=4.0)`, and not by position, which the partial would pass twice), as a call of the partial
takes them; `*rest` after them takes nothing then, and the `def` has none. For a public name
(`half`, kept, with the `def` twin bound right after it) and a private one (`_part`, replaced)."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def drop(rate, x, scale=2.0):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * scale, 0.0)


def _shifted(base, x, scale=2.0, *rest, shape=(3,)):
    global key
    key, sub = random.split(key)
    return base + x * scale * random.uniform(sub, shape) * len(rest)


half = functools.partial(drop, 0.5, scale=1.0)
fast = jax.jit(half)
_part = functools.partial(_shifted, 1.0, scale=3.0)
_fast_part = jax.jit(_part, static_argnames="shape")


def main():
    x = jnp.ones(3)
    values = [fast(x), fast(x, scale=4.0), half(x), fast(x=x)]
    values.append(_fast_part(x))
    values.append(_fast_part(x, shape=(3,), scale=0.5))
    return values, key
