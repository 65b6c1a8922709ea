import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(4)


def _noise(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100)


def _keep(x):
    return x


@jax.jit
def _new_form(flag, x):
    return lax.cond(flag, lambda v: v + _noise(v.shape), _keep, x)


@jax.jit
def _old_form(flag, x, y):
    out = lax.cond(flag, x, _keep, y, lambda v: v * _noise(v.shape))
    return out - 1


@jax.jit
def _switched(i, x):
    return lax.switch(i, (lambda v: v, lambda v: v - _noise(v.shape)), x)


def main():
    x, y = jnp.arange(3), jnp.arange(3, 6)
    values = [_new_form(True, x), _new_form(False, x), _new_form(True, y)]
    values += [_old_form(True, x, y), _old_form(False, x, y)]
    values += [_switched(1, x), _switched(0, x), _switched(1, y)]
    return values, key
