"""A global key split in `Layer.__call__`, run through the module-level `layer` by the jitted
`forward` here and by the jitted `double` of `main.py`, which imports `layer`: omnifix does not
pass `layers.key` to `main.py`'s traced calls of the instance, so the method is reported."""
import jax
from jax import random

key = random.PRNGKey(9)


class Layer:
    def __init__(self, n):
        self.n = n

    def __call__(self, x):
        global key
        key, sub = random.split(key)
        return x * random.normal(sub, (self.n,))


layer = Layer(3)


@jax.jit
def forward(x):
    return layer(x) * 2
