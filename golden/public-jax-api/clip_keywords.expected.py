import jax.numpy as jnp
from jax.numpy import clip


def bounded(x, lo, hi):
    return jnp.clip(x, min=lo, max=hi)


def positive(x):
    return clip(x, min=0)


def capped(x):
    return jnp.clip(
        x,
        max=1.0,  # keep the comment
    )


def already_new(x):
    return jnp.clip(x, min=0, max=1)
