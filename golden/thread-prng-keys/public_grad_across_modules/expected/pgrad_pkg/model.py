"""Public derivatives of a loss splitting the global key, bound at the top of the module: each
keeps its signature as a wrapper of its pure form, as a public `g = jax.jit(f)` does, so
`train.py` calling `model.loss_grad(...)` and `model.loss_value_and_grad(...)` does not change;
the jitted `update` here calls the pure form and passes the key."""
import jax
import jax.numpy as jnp
from jax import random

KEY = random.PRNGKey(0)


def _loss_pure(KEY, w, x):
    KEY, sub = random.split(KEY)
    noise = random.randint(sub, x.shape, 0, 4)
    return jnp.sum((x + noise) * w), KEY


def loss(w, x):
    global KEY
    loss_result, KEY = _loss_pure(KEY, w, x)
    return loss_result


_loss_grad_pure = jax.grad(_loss_pure, argnums=1, has_aux=True)


def loss_grad(w, x):
    global KEY
    loss_grad_result, KEY = _loss_grad_pure(KEY, w, x)
    return loss_grad_result


_loss_value_and_grad_pure = jax.value_and_grad(_loss_pure, argnums=1, has_aux=True)


def loss_value_and_grad(w, x):
    global KEY
    (loss_value_and_grad_value, KEY), loss_value_and_grad_grad = _loss_value_and_grad_pure(KEY, w, x)
    return loss_value_and_grad_value, loss_value_and_grad_grad


@jax.jit
def _update_pure(KEY, w, x):
    loss_grad_result, KEY = _loss_grad_pure(KEY, w, x)
    return w - loss_grad_result, KEY


def update(w, x):
    global KEY
    update_result, KEY = _update_pure(KEY, w, x)
    return update_result
