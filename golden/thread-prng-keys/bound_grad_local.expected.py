"""A differentiation of a function made pure bound to a local name, `grad_fn = jax.grad(loss)`
in the jitted `step`, called twice: each call passes and keeps the key, like a differentiation
called where it is made."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 3), key


def _loss(key, w, x):
    _draw_result, key = _draw(key, x.shape)
    return jnp.sum((x * _draw_result) @ w), key


@jax.jit
def _step_pure(key, w, x):
    grad_fn = jax.grad(_loss, argnums=1, has_aux=True)
    grad_fn_result, key = grad_fn(key, w, x)
    w = w - grad_fn_result
    grad_fn_result, key = grad_fn(key, w, x + 1)
    return w - 2 * grad_fn_result, key


def step(w, x):
    global key
    step_result, key = _step_pure(key, w, x)
    return step_result


def main():
    global key
    w, x = jnp.ones(3), jnp.ones((2, 3))
    first = step(w, x)
    second = step(first, x)
    _loss_result, key = _loss(key, second, x)
    return [first, second, _loss_result], key
