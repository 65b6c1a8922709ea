"""Functions defined two levels deep, in a function defined and only called in a jitted one
(`layer`, calling `drop`, and `noise`, splitting the global key itself, both in `block`, in
`net`): each takes the key first and returns `(result, key)`, and so does `block`, which calls
them, in the original's order."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def _drop_pure(key, x):
    key, sub = random.split(key)
    return x * random.bernoulli(sub, 0.5, x.shape), key


def drop(x):
    global key
    drop_result, key = _drop_pure(key, x)
    return drop_result


@jax.jit
def _net_pure(key, x):
    def block(key, h):
        def layer(key, z):
            drop_result, key = _drop_pure(key, z)
            return drop_result * 2, key

        def noise(key, z):
            key, sub = random.split(key)
            return z * random.normal(sub, z.shape), key

        layer_result, key = layer(key, h)
        noise_result, key = noise(key, h)
        return layer_result * noise_result, key

    block_result, key = block(key, x)
    block_result_2, key = block(key, x + 1)
    return block_result * block_result_2, key


def net(x):
    global key
    net_result, key = _net_pure(key, x)
    return net_result


def main():
    x = jnp.arange(1.0, 4.0)
    return [net(x), net(x), drop(x)], key
