"""A function defined three levels deep in a jitted function (`inner`, in `layer`, in `block`, in
`net`), calling `drop`: omnifix threads a nested `def` two levels deep at most. Reported, nothing
changes."""
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
            def inner(w):
                return drop(w) * 2

            return inner(z)

        return layer(h)

    return block(x)


def main():
    x = jnp.arange(1.0, 4.0)
    return [net(x), net(x)], key
