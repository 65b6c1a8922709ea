"""A function defined in a jitted function, calling `drop`, and also called in a lambda there:
the lambda would have to take the key too, so `drop` is reported."""
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
        return jnp.tanh(drop(h))

    return [layer(x) for _ in range(2)], (lambda h: layer(h))(x)
