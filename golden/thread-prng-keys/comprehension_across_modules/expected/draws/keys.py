"""A traced importer calls `next_key` in `return [...]`: its loop calls `_next_key_pure` with the key; `next_key` keeps its signature."""
import jax
from jax import random

KEY = random.PRNGKey(1)


def _next_key_pure(KEY):
    KEY, sub = random.split(KEY)
    return sub, KEY


def next_key():
    global KEY
    next_key_result, KEY = _next_key_pure(KEY)
    return next_key_result


def main():
    global KEY
    first, KEY = jax.jit(_next_key_pure)(KEY)
    second, KEY = jax.jit(_next_key_pure)(KEY)
    return [first, second], KEY
