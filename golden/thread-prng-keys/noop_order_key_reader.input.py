"""A call before a threaded call in its statement that may read the key (`_peek` reads it, `_log`
runs code other than JAX, numpy and a few builtins, `helper` is imported) or see what the
threaded call changes (`_tally` changes a list of the module, `_unbox` reads a property that
may run code) keeps the threaded call from moving before it: nothing is rewritten, reported with
the reason (golden order_keyless_call moves one across a function proven not to use the key)."""
import jax
from jax import random

from helpers import helper

key = random.PRNGKey(6)
counts = []


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.normal(sub, shape)


def _peek(x):
    return x + key[0]


def _log(x):
    print(x)
    return x


def _tally(x):
    counts.append(len(counts))
    return x


@jax.jit
def peeking(x):
    return _peek(x) + _draw(x.shape)


@jax.jit
def logging(x):
    return _log(x), _draw(x.shape)


@jax.jit
def imported(x):
    return helper(x) * _draw(x.shape)


@jax.jit
def tallied(x):
    return _tally(x) - _draw(x.shape)


class Box:
    @property
    def value(self):
        return _draw(())


def _unbox(box):
    return box.value


@jax.jit
def boxed(x):
    box = Box()
    return _unbox(box) + _draw(x.shape)
