"""`jax.jit(functools.partial(f, 0.1))` binding by position every positional parameter of `f`
(`def noise(scale, *, shape)`): a call passing more by position fails, so binding them by
keyword, `functools.partial(_noise_pure, scale=0.1)`, is alike, and the key passed first reaches
the pure form first; so for a name bound to such a partial, private (`_tiny`), or public (`big`,
kept, with a twin bound after it)."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
SCALE = 3.0


def noise(scale, *, shape):
    global key
    key, sub = random.split(key)
    return scale * random.uniform(sub, shape)


def _offset(base, step, *, n=2):
    global key
    key, sub = random.split(key)
    return base + step * random.uniform(sub, (n,))


small = jax.jit(functools.partial(noise, 0.1), static_argnames="shape")
_shifted = jax.jit(functools.partial(_offset, 1.0, 0.5), static_argnames="n")
_tiny = functools.partial(noise, 0.01)
_tiny_noise = jax.jit(_tiny, static_argnames="shape")
big = functools.partial(noise, SCALE)
big_noise = jax.jit(big, static_argnames="shape")


@jax.jit
def step(x):
    y = x + small(shape=(2,))
    y = y + _shifted(n=2)
    return y + _tiny_noise(shape=(2,))


def main():
    x = jnp.ones(2)
    values = [small(shape=(2,))]
    values.append(_shifted())
    values.append(_shifted(n=3))
    values.append(_tiny_noise(shape=(2,)))
    values.append(big_noise(shape=(2,)))
    values.append(big(shape=(2,)))
    values.append(step(x))
    return values, key
