"""`method_global_key_module_level_instance` across modules: `layers.py` splits its global key in
`Layer.__call__`, run through the module-level `layer` by its jitted `forward`, which `main.py`
calls in its own jitted `double`: `__call__` becomes a wrapper of `_call_pure`, `forward` one of
`_forward_pure`, and `double` calls `layers._forward_pure` with `layers.key` threaded; `noise`,
never traced, keeps calling the wrapper. (`main.py` does not import `layer`: a module of the run
importing the instance may change it, and is refused.)"""
import jax
from jax import random

key = random.PRNGKey(9)


class Layer:
    def __init__(self, n):
        self.n = n

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        return x * random.normal(sub, (self.n,)), key

    def __call__(self, x):
        global key
        call_result, key = self._call_pure(key, x)
        return call_result


layer = Layer(3)


@jax.jit
def _forward_pure(key, x):
    layer_result, key = layer._call_pure(key, x)
    return layer_result * 2, key


def forward(x):
    global key
    forward_result, key = _forward_pure(key, x)
    return forward_result


def noise(x):
    return layer(x)
