"""A private method called only as `self._flat(x)` from methods of its class, each call in a
static place, is a helper as a module-level function is: its `return` is rewritten (`_flat`),
and the arguments its calls give its parameters count as a module function's do (`_first`
reads `n` only as a slice bound, so `jnp.maximum(...)` given to it is rewritten)."""
import math
from functools import partial

import jax

EXAMPLES = [
    ("flatten", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("halve", "jnp.arange(10.0)", "fails"),
]


class Net:
    def _flat(self, x):
        return math.prod(x.shape[1:])

    def _first(self, x, n):
        return x[:n]

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return x.reshape(x.shape[0], self._flat(x))

    @partial(jax.jit, static_argnums=0)
    def half(self, x):
        return self._first(x, max(x.shape[0] // 2, 1))


NET = Net()


def flatten(x):
    return NET(x)


def halve(x):
    return NET.half(x)
