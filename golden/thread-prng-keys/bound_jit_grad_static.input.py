"""`jax.jit(jax.grad(f), static_argnums=2)` bound to a name, of a function made pure: the
differentiation takes the key first (`argnums=1`, `has_aux=True`) and the `static_argnums` of
the `jit` move up by one for it; the calls pass and keep the key."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(7)


def _loss(w, x, n):
    global key
    key, sub = random.split(key)
    picks = random.randint(sub, (n,), 0, x.shape[0])
    return jnp.sum(x[picks] @ w)


_fast_grad = jax.jit(jax.grad(_loss), static_argnums=2)


def main():
    w, x = jnp.ones(3), jnp.arange(12.0).reshape(4, 3)
    values = []
    for n in (2, 3, 2):
        values.append(_fast_grad(w, x, n))
    values.append(_loss(w, x, 2))
    return values, key
