"""What stays reported of a differentiation bound to a name: one bound in a class body (the key
would have to follow the attribute), and one passed on as a value (`jax.vmap(grad_fn)`)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def loss_in_class(w, x):
    return jnp.sum((x @ w) * random.uniform(next_key(), (x.shape[0],)))


def loss_mapped(w, x):
    return jnp.sum((x @ w) * random.uniform(next_key(), (x.shape[0],)))


class Trainer:
    grad_fn = jax.grad(loss_in_class)

    @jax.jit
    def step(self, w, x):
        return w - self.grad_fn(w, x)


@jax.jit
def step_mapped(w, xs):
    grad_fn = jax.grad(loss_mapped)
    return w - jax.vmap(grad_fn, in_axes=(None, 0))(w, xs).sum(0)
