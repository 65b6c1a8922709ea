# `functools.partial(pjit, ...)` keeps its keywords when `pjit` becomes `jax.jit`: the old ones
# are renamed with it.
import functools
from functools import partial

import jax
import jax.numpy as jnp
from jax import jit as pjit


@partial(pjit, in_shardings=None, out_shardings=None)
def doubled(x):
    return x * 2


def _scaled(k, x):
    return k * x


scaled = functools.partial(jax.jit, static_argnums=0)(_scaled)
summed = partial(pjit, jnp.sum, in_shardings=None, out_shardings=None)()
