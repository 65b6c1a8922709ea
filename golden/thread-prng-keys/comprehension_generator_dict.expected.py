"""A generator expression given alone to `sum`, `tuple`, `list`, `max` or `min`, which consume it
whole and in order at once, becomes loops building a list just before its statement, given to
the builtin instead (also in a larger expression, or in the element of a list comprehension); a
dict comprehension becomes loops filling a dict (`mapping = {}`, `mapping[k] = ...`), assigned
to the name it was assigned to, also around a list comprehension in its value."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.uniform(sub, shape), key


@jax.jit
def _total_pure(key, x):
    values_2 = []
    for _ in range(3):
        _draw_result, key = _draw(key, x.shape)
        values_2.append(x + _draw_result)
    return sum(values_2), key


def total(x):
    global key
    total_result, key = _total_pure(key, x)
    return total_result


@jax.jit
def _extremes_pure(key, x):
    values_3 = []
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_3.append(_draw_result)
    top = 2 * jnp.stack(values_3).max(0)
    values_4 = []
    for i in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_4.append(_draw_result * i)
    return (top, tuple(values_4)), key


def extremes(x):
    global key
    extremes_result, key = _extremes_pure(key, x)
    return extremes_result


@jax.jit
def _sums_pure(key, x):
    values_5 = []
    for _ in range(2):
        values_6 = []
        for _ in range(2):
            _draw_result, key = _draw(key, x.shape)
            values_6.append(_draw_result)
        values_5.append(sum(values_6))
    return values_5, key


def sums(x):
    global key
    sums_result, key = _sums_pure(key, x)
    return sums_result


@jax.jit
def _perturb_pure(key, params):
    noisy = {}
    for k, v in params.items():
        _draw_result, key = _draw(key, v.shape)
        noisy[k] = v + _draw_result
    return noisy, key


def perturb(params):
    global key
    perturb_result, key = _perturb_pure(key, params)
    return perturb_result


@jax.jit
def _named_pure(key, x):
    mapping = {}
    for name in ("a", "b"):
        values_7 = []
        for _ in range(2):
            _draw_result, key = _draw(key, x.shape)
            values_7.append(x * _draw_result)
        mapping[name] = values_7
    return mapping, key


def named(x):
    global key
    named_result, key = _named_pure(key, x)
    return named_result


def main():
    global key
    x = jnp.arange(3.0)
    params = {"b": jnp.zeros(1), "w": jnp.ones(2)}
    values = [total(x), extremes(x), sums(x), perturb(params), named(x)]
    values_8 = []
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_8.append(_draw_result.sum())
    values.append(min(values_8))
    values_9 = []
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_9.append(_draw_result[0])
    values.append(max(values_9) + 1)
    return values, key
