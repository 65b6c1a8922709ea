"""Functions defined two levels deep, in a function defined and only called in a jitted one
(`layer`, calling `drop`, and `noise`, splitting the global key itself, both in `block`, in
`net`): each takes the key first and returns `(result, key)`, and so does `block`, which calls
them, in the original's order."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def drop(x):
    global key
    key, sub = random.split(key)
    return x * random.bernoulli(sub, 0.5, x.shape)


@jax.jit
def net(x):
    def block(h):
        def layer(z):
            return drop(z) * 2

        def noise(z):
            global key
            key, sub = random.split(key)
            return z * random.normal(sub, z.shape)

        return layer(h) * noise(h)

    return block(x) * block(x + 1)


def main():
    x = jnp.arange(1.0, 4.0)
    return [net(x), net(x), drop(x)], key
