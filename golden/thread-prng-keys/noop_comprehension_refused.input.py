"""Calls of a threaded function in generator expressions that are not consumed at once, whole
and in order (given to `any`, which stops at the first true element; returned, so that it runs
later, as it is consumed), and in the key of a dict comprehension whose value calls other code
(a loop filling the dict evaluates the value first): none can become loops before its
statement, so nothing changes, reported with each reason (one given alone to `sum`, `tuple`,
`list`, `set`, `frozenset`, `max` or `min`, a set comprehension and a dict comprehension can:
goldens comprehension_generator_dict, comprehension_set)."""
import jax
from jax import random

key = random.PRNGKey(0)
SEEN = []


def _next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def positive(x):
    return any(x * random.uniform(_next_key(), x.shape) > 0 for _ in range(2))


@jax.jit
def draws(x):
    return (x * random.uniform(_next_key(), x.shape) for _ in range(2))


def _seen(n):
    SEEN.append(n)
    return n


@jax.jit
def shapes(x):
    return {random.uniform(_next_key(), x.shape).shape: _seen(n) for n in range(2)}
