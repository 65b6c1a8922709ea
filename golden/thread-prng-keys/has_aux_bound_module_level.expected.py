"""A differentiation with `has_aux=True` of a function drawing from the global key, bound to a
module-level name and then only called: the pure function returns `value, (aux, key)`, the binding
gets `argnums` one up (`jax.jit` of it its `static_argnums` too), and each call passes the key and
unpacks the new one inside the aux, in jitted code and in `main`, which keeps the state. A public
such name, `loss_grad` (`penalty_grad`), keeps its calling convention as a wrapper of
`_loss_grad_pure` returning `(value, aux), grad` (`grad, aux`) as before; traced code calls the
pure form."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(4)


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result


def _loss_pure(key, w, x):
    next_key_result, key = _next_key_pure(key)
    h = x * w * random.bernoulli(next_key_result, 0.5, x.shape)
    return jnp.sum(h**2), (h.mean(), key)


def loss(w, x):
    global key
    loss_value, (loss_aux, key) = _loss_pure(key, w, x)
    return loss_value, loss_aux


def _penalty_pure(key, x, w, scale):
    next_key_result, key = _next_key_pure(key)
    noise = random.uniform(next_key_result, x.shape)
    return scale * jnp.sum(w * noise * x), (jnp.max(w), key)


def penalty(x, w, scale):
    global key
    penalty_value, (penalty_aux, key) = _penalty_pure(key, x, w, scale)
    return penalty_value, penalty_aux


_loss_grad_pure = jax.value_and_grad(_loss_pure, argnums=1, has_aux=True)


def loss_grad(w, x):
    global key
    (loss_grad_value, (loss_grad_aux, key)), loss_grad_grad = _loss_grad_pure(key, w, x)
    return (loss_grad_value, loss_grad_aux), loss_grad_grad


_penalty_grad = jax.grad(_penalty_pure, argnums=2, has_aux=True)
_penalty_grad_pure = jax.grad(_penalty_pure, argnums=(1, 2), has_aux=True)


def penalty_grad(x, w, scale):
    global key
    penalty_grad_result, (penalty_grad_aux, key) = _penalty_grad_pure(key, x, w, scale)
    return penalty_grad_result, penalty_grad_aux


_fast_penalty_grad = jax.jit(jax.grad(_penalty_pure, argnums=2, has_aux=True), static_argnums=3)


@jax.jit
def _update_pure(key, w, x):
    (l, (aux, key)), g = _loss_grad_pure(key, w, x)
    g2, (top, key) = _penalty_grad(key, x, w, 0.5)
    return (w - 0.5 * (g + g2), l + aux + top), key


def update(w, x):
    global key
    update_result, key = _update_pure(key, w, x)
    return update_result


def main():
    global key
    w = jnp.ones(3)
    x = jnp.arange(3.0)
    values = [update(w, x)]
    (l, aux), g = loss_grad(w, x)
    values.append((l, aux, g))
    g, (top, key) = _penalty_grad(key, x, w, 2.0)
    values.append((g, top))
    g, (top, key) = _fast_penalty_grad(key, x, w, 3.0)
    values.append((g, top))
    values.append(penalty_grad(x, w, 0.25))
    values.append(loss(w, x))
    values.append(penalty(x, w, 1.0))
    return values, key
