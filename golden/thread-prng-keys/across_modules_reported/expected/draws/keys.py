"""The importer's calls cannot all be updated (one is in a comprehension): they are reported."""
import jax
from jax import random

KEY = random.PRNGKey(1)


def next_key(KEY):
    KEY, sub = random.split(KEY)
    return sub, KEY


def main():
    global KEY
    first, KEY = jax.jit(next_key)(KEY)
    second, KEY = jax.jit(next_key)(KEY)
    return [first, second], KEY
