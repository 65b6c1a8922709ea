import initpkg
import jax
from jax import random

from .. import _next_key_pure


@jax.jit
def _block_pure(_key, x):
    next_key_result, _key = _next_key_pure(_key)
    return x * random.uniform(next_key_result, x.shape), _key


def block(x):
    block_result, initpkg._key = _block_pure(initpkg._key, x)
    return block_result
