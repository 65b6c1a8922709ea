"""Functions defined in a jitted function and only called there (`layer`, calling `drop`; `block`,
calling `layer`; `noise`, splitting the global key itself), also in a comprehension: every caller
is in the function, so each takes the key first and returns `(result, key)`, and their calls in
the function made pure pass and keep it, in the original's order."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def drop(x):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 0.5, x.shape), x, 0.0)


@jax.jit
def net(x):
    def layer(h):
        return drop(h) * 2

    def block(h):
        return layer(h) + 1

    def noise(h):
        global key
        key, sub = random.split(key)
        return jnp.where(random.bernoulli(sub, 0.5, h.shape), h, -h)

    outs = [layer(x) for _ in range(2)]
    return block(x) + layer(x) + noise(outs[0]) * outs[1]


def main():
    x = jnp.arange(3.0)
    return [net(x), net(x), drop(x)], key
