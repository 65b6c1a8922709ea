"""A differentiation of a function made pure bound to a module-level name, `_loss_grad =
jax.grad(loss)`, then called later: the binding takes the key first (`argnums` one up,
`has_aux=True`) and each call passes and keeps the key, as `grad(loss)(...)` called at once
would. A public one, `loss_value_and_grad`, keeps its signature as a wrapper of the pure
`_loss_value_and_grad_pure`, as a public `g = jax.jit(f)` does: its calls outside traced code, and
outside the run, do not change; traced code calls the pure form and passes the key."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result


def _loss_pure(key, w, x):
    next_key_result, key = _next_key_pure(key)
    noise = random.randint(next_key_result, x.shape, 0, 4)
    return jnp.sum((x + noise) @ w), key


def loss(w, x):
    global key
    loss_result, key = _loss_pure(key, w, x)
    return loss_result


_loss_grad = jax.grad(_loss_pure, argnums=1, has_aux=True)
_loss_value_and_grad_pure = jax.value_and_grad(_loss_pure, argnums=1, has_aux=True)


def loss_value_and_grad(w, x):
    global key
    (loss_value_and_grad_value, key), loss_value_and_grad_grad = _loss_value_and_grad_pure(key, w, x)
    return loss_value_and_grad_value, loss_value_and_grad_grad


@jax.jit
def _update_pure(key, w, x):
    g, key = _loss_grad(key, w, x)
    return w - g, key


def update(w, x):
    global key
    update_result, key = _update_pure(key, w, x)
    return update_result


@jax.jit
def _report_pure(key, w, x):
    (value, key), g = _loss_value_and_grad_pure(key, w, x)
    return value + jnp.sum(g), key


def report(w, x):
    global key
    report_result, key = _report_pure(key, w, x)
    return report_result


def main():
    global key
    w, x = jnp.ones(3), jnp.ones((2, 3))
    values = [update(w, x), report(w, x)]
    _loss_grad_result, key = _loss_grad(key, w, x)
    values.append(_loss_grad_result)
    values.append(loss_value_and_grad(w, x)[1] * 2)
    values.append(loss(w, x))
    return values, key
