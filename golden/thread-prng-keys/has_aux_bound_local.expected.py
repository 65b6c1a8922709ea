"""A differentiation with `has_aux=True` of a function drawing from the global key, bound to a
local name in a jitted function (`loss_grad = jax.value_and_grad(loss, has_aux=True)`, `grad_fn =
jax.grad(penalty, has_aux=True)`) and then only called, each call unpacked as `(l, aux), g = ...`
or `g, aux = ...`: the pure function returns `value, (aux, key)`, the binding gets `argnums` one
up, and each call passes the key and unpacks the new one inside the aux."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _dropout_pure(key, x, rate):
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0), key


def dropout(x, rate):
    global key
    dropout_result, key = _dropout_pure(key, x, rate)
    return dropout_result


def _loss_pure(key, w, x):
    h, key = _dropout_pure(key, x * w, 0.5)
    return jnp.sum(h**2), (h.mean(), key)


def loss(w, x):
    global key
    loss_value, (loss_aux, key) = _loss_pure(key, w, x)
    return loss_value, loss_aux


def _penalty_pure(key, x, w):
    key, sub = random.split(key)
    return jnp.sum(w * random.uniform(sub, x.shape) * x), (jnp.max(w), key)


def penalty(x, w):
    global key
    penalty_value, (penalty_aux, key) = _penalty_pure(key, x, w)
    return penalty_value, penalty_aux


@jax.jit
def _update_pure(key, w, x):
    loss_grad = jax.value_and_grad(_loss_pure, argnums=1, has_aux=True)
    (l, (aux, key)), g = loss_grad(key, w, x)
    (l2, (aux2, key)), g2 = loss_grad(key, w - 0.1 * g, x)
    return (w - 0.1 * g2, l + l2, aux + aux2), key


def update(w, x):
    global key
    update_result, key = _update_pure(key, w, x)
    return update_result


@jax.jit
def _regularize_pure(key, x, w):
    grad_fn = jax.grad(_penalty_pure, argnums=2, has_aux=True)
    g, (top, key) = grad_fn(key, x, w)
    return (w - g, top), key


def regularize(x, w):
    global key
    regularize_result, key = _regularize_pure(key, x, w)
    return regularize_result


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
