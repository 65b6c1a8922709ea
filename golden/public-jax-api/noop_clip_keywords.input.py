import numpy as np
import jax.numpy as jnp


def host(x):
    return np.clip(x, a_min=0, a_max=1)  # numpy still takes a_min/a_max


def device(x):
    return jnp.clip(x, 0, 1)


def late_a(x, f):
    return jnp.clip(f(), a=x)  # reported: moving `a=` first would call f() after x
