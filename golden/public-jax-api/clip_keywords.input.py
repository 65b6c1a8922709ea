import jax.numpy as jnp
from jax.numpy import clip


def bounded(x, lo, hi):
    return jnp.clip(x, a_min=lo, a_max=hi)


def positive(x):
    return clip(a=x, a_min=0)


def capped(x):
    return jnp.clip(
        x,
        a_max=1.0,  # keep the comment
    )


def already_new(x):
    return jnp.clip(x, min=0, max=1)
