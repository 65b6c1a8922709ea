"""`value_and_grad` and `grad` with `has_aux=True` of functions drawing from the global key, called
in jitted code: the pure function returns `value, (aux, key)`, the key inside the aux, and the call
unpacks it there, `argnums` one up: `(l, (aux, key)), g = value_and_grad(...)(key, w, x)`."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def dropout(x, rate):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0)


def loss(w, x):
    h = dropout(x * w, 0.5)
    return jnp.sum(h**2), h.mean()


def penalty(x, w):
    global key
    key, sub = random.split(key)
    if x.shape[0] > 5:
        return jnp.sum(w), w
    return jnp.sum(w * random.uniform(sub, x.shape) * x), jnp.max(w)


@partial(jax.jit, donate_argnums=(0,))
def update(w, x):
    (l, aux), g = jax.value_and_grad(loss, argnums=0, has_aux=True)(w, x)
    return w - 0.1 * g, l, aux


@jax.jit
def regularize(x, w):
    g, top = jax.grad(penalty, argnums=1, has_aux=True)(x, w)
    return w - g, top


def main():
    w = jnp.ones(3)
    x = jnp.arange(3.0)
    values = []
    for _ in range(2):
        w, l, aux = update(w, x)
        values.append((w + 0, l, aux))
        w, top = regularize(x, w)
        values.append((w + 0, top))
        values.append(penalty(x, w))
    values.append(loss(w, x))
    return values, key
