"""Functions defined in a jitted function and only called there (`layer`, calling `drop`; `block`,
calling `layer`; `noise`, splitting the global key itself), also in a comprehension: every caller
is in the function, so each takes the key first and returns `(result, key)`, and their calls in
the function made pure pass and keep it, in the original's order."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def _drop_pure(key, x):
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 0.5, x.shape), x, 0.0), key


def drop(x):
    global key
    drop_result, key = _drop_pure(key, x)
    return drop_result


@jax.jit
def _net_pure(key, x):
    def layer(key, h):
        drop_result, key = _drop_pure(key, h)
        return drop_result * 2, key

    def block(key, h):
        layer_result, key = layer(key, h)
        return layer_result + 1, key

    def noise(key, h):
        key, sub = random.split(key)
        return jnp.where(random.bernoulli(sub, 0.5, h.shape), h, -h), key

    outs = []
    for _ in range(2):
        layer_result, key = layer(key, x)
        outs.append(layer_result)
    block_result, key = block(key, x)
    layer_result, key = layer(key, x)
    noise_result, key = noise(key, outs[0])
    return block_result + layer_result + noise_result * outs[1], key


def net(x):
    global key
    net_result, key = _net_pure(key, x)
    return net_result


def main():
    x = jnp.arange(3.0)
    return [net(x), net(x), drop(x)], key
