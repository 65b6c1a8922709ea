"""`instance_key_module_level_jitted` across modules: `fast_drop = jax.jit(drop)` of a module-level
instance of `layers.py`, called by `main.py` (`from .layers import fast_drop`) in code it never
traces: `fast_drop` becomes a function with the old call signature passing `drop.key` to
`_fast_drop_pure = jax.jit(drop._call_pure)` and storing the new key back, so the calls in
`main.py` do not change. (`main.py` reads the key through `current_key()`: a module of the run
importing `drop` itself may change its attributes, and is refused.)"""
import jax
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        keep = random.bernoulli(sub, 0.5, x.shape)
        return jax.numpy.where(keep, x * self.rate, 0.0), key

    def __call__(self, x):
        call_result, self.key = self._call_pure(self.key, x)
        return call_result


drop = Dropout(2.0)
_fast_drop_pure = jax.jit(drop._call_pure)


def fast_drop(*args, **kwargs):
    fast_drop_result, drop.key = _fast_drop_pure(drop.key, *args, **kwargs)
    return fast_drop_result


def current_key():
    return drop.key
