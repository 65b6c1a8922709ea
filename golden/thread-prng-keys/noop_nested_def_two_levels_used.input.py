"""A function defined two levels deep in a jitted function (`layer`, in `block`, in `net`),
calling `drop`, and used as a value there too (given to `jax.vmap`): its key would not follow it.
Reported, nothing changes."""
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

        return layer(h) + jax.vmap(layer)(h[None])[0]

    return block(x)


def main():
    x = jnp.arange(1.0, 4.0)
    return [net(x), net(x)], key
