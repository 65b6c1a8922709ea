"""A differentiation of a function made pure bound to a local name, `grad_fn = jax.grad(loss)`
in the jitted `step`, called twice: each call passes and keeps the key, like a differentiation
called where it is made."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 3)


def _loss(w, x):
    return jnp.sum((x * _draw(x.shape)) @ w)


@jax.jit
def step(w, x):
    grad_fn = jax.grad(_loss)
    w = w - grad_fn(w, x)
    return w - 2 * grad_fn(w, x + 1)


def main():
    w, x = jnp.ones(3), jnp.ones((2, 3))
    first = step(w, x)
    second = step(first, x)
    return [first, second, _loss(second, x)], key
