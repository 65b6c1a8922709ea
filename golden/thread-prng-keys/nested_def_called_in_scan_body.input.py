"""A function defined in a jitted function and called in the body of a `scan` defined there too:
`layer` takes the key and returns it, and the body carries it with its carry."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def drop(x):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 0.5, x.shape), x, 0.0)


@jax.jit
def net(xs):
    def layer(h):
        return drop(h) * 2

    def body(c, x):
        return c + layer(x), c.sum()

    return jax.lax.scan(body, jnp.zeros(xs.shape[1:]), xs)


def main():
    xs = jnp.ones((3, 2))
    return [net(xs), net(xs)], key
