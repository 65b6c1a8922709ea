"""`value_and_grad`, `hessian` and `jacrev` of a function drawing from the global key, in jitted
code of a script: the key goes first, `argnums` moves up by one (`argnums=1` where it was left
out), `has_aux=True` brings the new key out: `(value, key), g = value_and_grad(...)(key, ...)`."""
import jax as J
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _noise(key, shape):
    key, sub = random.split(key)
    return random.normal(sub, shape), key


def _loss(key, w, x):
    _noise_result, key = _noise(key, x.shape)
    return jnp.sum(w * w * x) + jnp.sum(x * _noise_result), key


@J.jit
def _step(key, w, x):
    (value, key), g = J.value_and_grad(_loss, argnums=1, has_aux=True)(key, w, x)
    return (w - g, value), key


@J.jit
def _both(key, w, x):
    (_loss_value, key), _loss_grad = J.value_and_grad(_loss, argnums=(1, 2), has_aux=True)(key, w, x)
    return (_loss_value, _loss_grad), key


@J.jit
def _curvature(key, w, x):
    _loss_hessian, key = J.hessian(_loss, argnums=1, has_aux=True)(key, w, x)
    _loss_jacrev, key = J.jacrev(_loss, 2, has_aux=True)(key, w, x)
    return jnp.sum(_loss_hessian) + _loss_jacrev, key


def main():
    global key
    w, x = jnp.ones(3), jnp.full(3, 2.0)
    values = []
    for _ in range(2):
        (w, value), key = _step(key, w, x)
        values.append(value)
    _both_result, key = _both(key, w, x)
    values.append(_both_result)
    _curvature_result, key = _curvature(key, w, x)
    values.append(_curvature_result)
    _loss_result, key = _loss(key, w, x)
    values.append(_loss_result)
    return values, key


first, key = _loss(key, jnp.ones(3), jnp.ones(3))
