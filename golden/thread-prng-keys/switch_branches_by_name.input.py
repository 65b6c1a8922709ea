import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(2)


def _noise(x):
    global key
    key, sub = random.split(key)
    return random.randint(sub, x.shape, 0, 100)


def _noisy(x):
    return x + _noise(x)


def _keep(x):
    return x


@jax.jit
def _pick(i, x, scale):
    branches = [_noisy, _keep, lambda v: v * scale]
    return lax.switch(i, branches, x)


@jax.jit
def _pick_drawn(i, x):
    choices = (_keep, lambda v: v - _noise(v))
    y = lax.switch(i, choices, x)
    return y + 1


def main():
    x = jnp.arange(4)
    a = [_pick(i, x, 3) for i in range(3)]
    b = [_pick_drawn(i, x) for i in range(2)]
    return [a, b], key
