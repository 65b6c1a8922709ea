"""A traced importer calls `next_key` in `return [...]`: its loop calls `_next_key_pure` with the key; `next_key` keeps its signature."""
import jax
from jax import random

KEY = random.PRNGKey(1)


def next_key():
    global KEY
    KEY, sub = random.split(KEY)
    return sub


def main():
    first = jax.jit(next_key)()
    second = jax.jit(next_key)()
    return [first, second], KEY
