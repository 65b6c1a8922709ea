"""A function defined in a jitted function and called in the body of a `scan` defined there too:
`layer` takes the key and returns it, and the body carries it with its carry."""
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
def _net_pure(key, xs):
    def layer(key, h):
        drop_result, key = _drop_pure(key, h)
        return drop_result * 2, key

    def body(c_and_key, x):
        c, key = c_and_key
        layer_result, key = layer(key, x)
        return (c + layer_result, key), c.sum()

    (scan_carry, key), scan_ys = jax.lax.scan(body, (jnp.zeros(xs.shape[1:]), key), xs)
    return (scan_carry, scan_ys), key


def net(xs):
    global key
    net_result, key = _net_pure(key, xs)
    return net_result


def main():
    xs = jnp.ones((3, 2))
    return [net(xs), net(xs)], key
