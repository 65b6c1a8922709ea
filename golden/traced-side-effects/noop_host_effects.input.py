import random
import time

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

history = []
cache = {}


@jax.jit
def step(x):
    print("x =", x)
    noise = np.random.normal(size=x.shape)
    jitter = random.random()
    key = jax.random.PRNGKey(int(time.time()))
    history.append(x)
    cache["last"] = x
    return x + noise + jitter + jax.random.normal(key, x.shape)


def body(carry, x):
    carry = helper(carry)
    return carry, x


def helper(c):
    print(c)
    return c + 1


class Model:
    def __init__(self):
        self.log = []

    def apply(self, x):
        self.log.append(x)
        return jnp.tanh(x)


model = Model()


def run(xs):
    return lax.scan(body, 0.0, xs)


loss = jax.grad(lambda x: model.apply(x).sum())
