"""`value_and_grad`, `hessian` and `jacrev` of a function drawing from the global key, in jitted
code of a script: the key goes first, `argnums` moves up by one (`argnums=1` where it was left
out), `has_aux=True` brings the new key out: `(value, key), g = value_and_grad(...)(key, ...)`."""
import jax as J
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _noise(shape):
    global key
    key, sub = random.split(key)
    return random.normal(sub, shape)


def _loss(w, x):
    return jnp.sum(w * w * x) + jnp.sum(x * _noise(x.shape))


@J.jit
def _step(w, x):
    value, g = J.value_and_grad(_loss)(w, x)
    return w - g, value


@J.jit
def _both(w, x):
    return J.value_and_grad(_loss, argnums=(0, 1))(w, x)


@J.jit
def _curvature(w, x):
    return jnp.sum(J.hessian(_loss)(w, x)) + J.jacrev(_loss, 1)(w, x)


def main():
    w, x = jnp.ones(3), jnp.full(3, 2.0)
    values = []
    for _ in range(2):
        w, value = _step(w, x)
        values.append(value)
    values.append(_both(w, x))
    values.append(_curvature(w, x))
    values.append(_loss(w, x))
    return values, key


first = _loss(jnp.ones(3), jnp.ones(3))
