"""A differentiation with `has_aux=True` of a function drawing from the global key, bound to a
local name in a jitted function (`loss_grad = jax.value_and_grad(loss, has_aux=True)`, `grad_fn =
jax.grad(penalty, has_aux=True)`) and then only called, each call unpacked as `(l, aux), g = ...`
or `g, aux = ...`: the pure function returns `value, (aux, key)`, the binding gets `argnums` one
up, and each call passes the key and unpacks the new one inside the aux."""
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
    return jnp.sum(w * random.uniform(sub, x.shape) * x), jnp.max(w)


@jax.jit
def update(w, x):
    loss_grad = jax.value_and_grad(loss, has_aux=True)
    (l, aux), g = loss_grad(w, x)
    (l2, aux2), g2 = loss_grad(w - 0.1 * g, x)
    return w - 0.1 * g2, l + l2, aux + aux2


@jax.jit
def regularize(x, w):
    grad_fn = jax.grad(penalty, argnums=1, has_aux=True)
    g, top = grad_fn(x, w)
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
    values.append(dropout(x, 0.25))
    return values, key
