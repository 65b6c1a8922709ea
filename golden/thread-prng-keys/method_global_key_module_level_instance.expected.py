"""A global key split in methods of a module-level instance, `layer = Layer(3)`, whose
`__call__` and `sample` declare `global key`, called by jitted module-level functions: each method
becomes a wrapper of a pure `_call_pure(self, key, x)` keeping the global, the functions calling
it through `layer` call the pure form with the key threaded (`forward` kept as a wrapper of
`_forward_pure`, the private `_noisy` taking the key), and eager calls of `layer(x)` and of a
method never traced update the global as before."""
import jax
import jax.numpy as jnp
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

    def _sample_pure(self, key, shape):
        key, sub = random.split(key)
        return random.uniform(sub, shape), key

    def sample(self, shape):
        global key
        sample_result, key = self._sample_pure(key, shape)
        return sample_result

    def fresh(self):
        global key
        key, sub = random.split(key)
        return random.normal(sub, (self.n,))


layer = Layer(3)


@jax.jit
def _forward_pure(key, x):
    layer_result, key = layer._call_pure(key, x)
    return layer_result * 2, key


def forward(x):
    global key
    forward_result, key = _forward_pure(key, x)
    return forward_result


def _noisy(key, x):
    sample_result, key = layer._sample_pure(key, x.shape)
    return x * sample_result * layer.n, key


@jax.jit
def _step_pure(key, x):
    y, key = _noisy(key, x)
    forward_result, key = _forward_pure(key, y)
    return forward_result * 3, key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


def main():
    x = jnp.arange(1.0, 4.0)
    values = [forward(x), forward(x), layer(x), step(x), layer.fresh(), layer.sample((2,))]
    return values, key
