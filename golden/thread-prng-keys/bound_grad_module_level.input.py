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


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def loss(w, x):
    noise = random.randint(next_key(), x.shape, 0, 4)
    return jnp.sum((x + noise) @ w)


_loss_grad = jax.grad(loss)
loss_value_and_grad = jax.value_and_grad(loss)


@jax.jit
def update(w, x):
    g = _loss_grad(w, x)
    return w - g


@jax.jit
def report(w, x):
    value, g = loss_value_and_grad(w, x)
    return value + jnp.sum(g)


def main():
    w, x = jnp.ones(3), jnp.ones((2, 3))
    values = [update(w, x), report(w, x)]
    values.append(_loss_grad(w, x))
    values.append(loss_value_and_grad(w, x)[1] * 2)
    values.append(loss(w, x))
    return values, key
