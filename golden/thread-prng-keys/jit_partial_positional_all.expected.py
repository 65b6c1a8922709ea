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


def _noise_pure(key, scale, *, shape):
    key, sub = random.split(key)
    return scale * random.uniform(sub, shape), key


def noise(scale, *, shape):
    global key
    noise_result, key = _noise_pure(key, scale, shape=shape)
    return noise_result


def _offset(key, base, step, *, n=2):
    key, sub = random.split(key)
    return base + step * random.uniform(sub, (n,)), key


_small_pure = jax.jit(functools.partial(_noise_pure, scale=0.1), static_argnames="shape")


def small(*args, **kwargs):
    global key
    small_result, key = _small_pure(key, *args, **kwargs)
    return small_result


_shifted = jax.jit(functools.partial(_offset, base=1.0, step=0.5), static_argnames="n")
_tiny = functools.partial(_noise_pure, scale=0.01)
_tiny_noise = jax.jit(_tiny, static_argnames="shape")
big = functools.partial(noise, SCALE)
_big_pure = functools.partial(_noise_pure, scale=SCALE)
_big_noise_pure = jax.jit(_big_pure, static_argnames="shape")


def big_noise(*args, **kwargs):
    global key
    big_noise_result, key = _big_noise_pure(key, *args, **kwargs)
    return big_noise_result


@jax.jit
def _step_pure(key, x):
    small_result, key = _small_pure(key, shape=(2,))
    y = x + small_result
    _shifted_result, key = _shifted(key, n=2)
    y = y + _shifted_result
    _tiny_noise_result, key = _tiny_noise(key, shape=(2,))
    return y + _tiny_noise_result, key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


def main():
    global key
    x = jnp.ones(2)
    values = [small(shape=(2,))]
    _shifted_result, key = _shifted(key)
    values.append(_shifted_result)
    _shifted_result, key = _shifted(key, n=3)
    values.append(_shifted_result)
    _tiny_noise_result, key = _tiny_noise(key, shape=(2,))
    values.append(_tiny_noise_result)
    values.append(big_noise(shape=(2,)))
    values.append(big(shape=(2,)))
    values.append(step(x))
    return values, key
