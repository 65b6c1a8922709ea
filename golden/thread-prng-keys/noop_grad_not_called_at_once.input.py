"""What stays reported around `grad`: a differentiation kept in a name that is passed on as a
value (`jax.vmap(grad_fn)`: the key would have to follow it) and `argnums` that is not a literal
(it cannot be shifted for the key). A `has_aux=True` one is rewritten: has_aux_differentiation."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
ARGNUMS = 0


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def loss_kept(w, x):
    return jnp.sum((x @ w) * random.uniform(next_key(), (x.shape[0],)))


def loss_argnums(w, x):
    return jnp.sum((x @ w) * random.uniform(next_key(), (x.shape[0],)))


@jax.jit
def step_kept(w, x):
    grad_fn = jax.grad(loss_kept)
    return w - jax.vmap(grad_fn, in_axes=(None, 0))(w, x[None]).sum(0)


@jax.jit
def step_argnums(w, x):
    return w - jax.grad(loss_argnums, argnums=ARGNUMS)(w, x)


def main():
    w, x = jnp.ones(3), jnp.ones((2, 3))
    return [step_kept(w, x), step_argnums(w, x)], key
