"""A generator expression given alone to `sum`, `tuple`, `list`, `max` or `min`, which consume it
whole and in order at once, becomes loops building a list just before its statement, given to
the builtin instead (also in a larger expression, or in the element of a list comprehension); a
dict comprehension becomes loops filling a dict (`mapping = {}`, `mapping[k] = ...`), assigned
to the name it was assigned to, also around a list comprehension in its value."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, shape)


@jax.jit
def total(x):
    return sum(x + _draw(x.shape) for _ in range(3))


@jax.jit
def extremes(x):
    top = 2 * jnp.stack(list(_draw(x.shape) for _ in range(2))).max(0)
    return top, tuple(_draw(x.shape) * i for i in range(2))


@jax.jit
def sums(x):
    return [sum(_draw(x.shape) for _ in range(2)) for _ in range(2)]


@jax.jit
def perturb(params):
    noisy = {k: v + _draw(v.shape) for k, v in params.items()}
    return noisy


@jax.jit
def named(x):
    return {name: [x * _draw(x.shape) for _ in range(2)] for name in ("a", "b")}


def main():
    x = jnp.arange(3.0)
    params = {"b": jnp.zeros(1), "w": jnp.ones(2)}
    values = [total(x), extremes(x), sums(x), perturb(params), named(x)]
    values.append(min(_draw(x.shape).sum() for _ in range(2)))
    values.append(max(_draw(x.shape)[0] for _ in range(2)) + 1)
    return values, key
