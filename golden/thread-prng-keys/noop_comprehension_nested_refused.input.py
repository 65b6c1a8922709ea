"""Nested list comprehensions calling a threaded function that cannot become nested loops: the
outer one uses the name the inner one binds (one scope for both loops would change it), calls
the threaded function itself too, evaluates other code before the inner one, or after it in the
element of an unused list. Nothing is rewritten, reported with each reason (golden
comprehension_nested: the ones that become loops)."""
import jax
from jax import random

key = random.PRNGKey(7)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.normal(sub, shape)


def _log(x):
    print(x)
    return x


@jax.jit
def shadowed(x):
    return [[_draw(x.shape) for i in range(2)] + [x * i] for i in range(3)]


@jax.jit
def twice(x):
    return [[_draw(x.shape) for _ in range(2)] + [_draw(x.shape)] for _ in range(3)]


@jax.jit
def logged(x):
    return [_log(x) + sum([_draw(x.shape) for _ in range(2)]) for _ in range(3)]


@jax.jit
def burn(x):
    [[_draw(x.shape) for _ in range(2)] + [_log(x)] for _ in range(2)]
    return x
