"""A function drawing from the global key, differentiated with `has_aux=True` and also called in
jitted code, or returning a value that is not a pair written out: its pure form could not return
`value, (aux, key)` for the differentiation and `(result, key)` for the call, so it is reported."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _loss(w, x):
    global key
    key, sub = random.split(key)
    h = w * x * random.bernoulli(sub, 0.5, x.shape)
    return jnp.sum(h), h.mean()


def _other(w):
    global key
    key, sub = random.split(key)
    pair = jnp.sum(w * random.uniform(sub, w.shape)), w
    return pair


@jax.jit
def step(w, x):
    (l, aux), g = jax.value_and_grad(_loss, has_aux=True)(w, x)
    g2, _ = jax.grad(_other, has_aux=True)(w)
    return w - g - g2, l + aux + _loss(w, x)[0]


def main():
    return [step(jnp.ones(3), jnp.ones(3))], key
