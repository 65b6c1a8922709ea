"""Calls of a threaded function in a generator expression and a dict comprehension: neither can
become a loop before its statement, so nothing changes, reported with each reason (a list
comprehension inside a larger expression can: golden comprehension_in_expression)."""
import jax
from jax import random

key = random.PRNGKey(0)


def _next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def total(x):
    return sum(x * random.normal(_next_key(), x.shape) for _ in range(2))


@jax.jit
def table(x):
    return {i: x * random.normal(_next_key(), x.shape) for i in range(2)}
