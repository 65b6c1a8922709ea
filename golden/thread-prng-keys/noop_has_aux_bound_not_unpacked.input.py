"""A `value_and_grad` with `has_aux=True` of a function drawing from the global key, bound to a
local name whose call's value is not unpacked as `(value, aux), grad = ...`: omnifix brings the
key out only inside the aux of such an assignment, so it reports the function and changes nothing."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _loss(w, x):
    global key
    key, sub = random.split(key)
    h = w * x * random.uniform(sub, x.shape)
    return jnp.sum(h), h.mean()


@jax.jit
def step(w, x):
    loss_grad = jax.value_and_grad(_loss, has_aux=True)
    out = loss_grad(w, x)
    return out[1]


def main():
    return [step(jnp.ones(3), jnp.ones(3))], key
