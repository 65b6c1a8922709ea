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

    def __call__(self, x):
        global key
        key, sub = random.split(key)
        return x * random.normal(sub, (self.n,))

    def sample(self, shape):
        global key
        key, sub = random.split(key)
        return random.uniform(sub, shape)

    def fresh(self):
        global key
        key, sub = random.split(key)
        return random.normal(sub, (self.n,))


layer = Layer(3)


@jax.jit
def forward(x):
    return layer(x) * 2


def _noisy(x):
    return x * layer.sample(x.shape) * layer.n


@jax.jit
def step(x):
    y = _noisy(x)
    return forward(y) * 3


def main():
    x = jnp.arange(1.0, 4.0)
    values = [forward(x), forward(x), layer(x), step(x), layer.fresh(), layer.sample((2,))]
    return values, key
