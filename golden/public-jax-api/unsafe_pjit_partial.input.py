# `functools.partial(pjit, ...)` keeps its keywords when `pjit` becomes `jax.jit`: the old ones
# are renamed with it.
import functools
from functools import partial

import jax
import jax.numpy as jnp
from jax.experimental.pjit import pjit


@partial(pjit, in_axis_resources=None, out_axis_resources=None)
def doubled(x):
    return x * 2


def _scaled(k, x):
    return k * x


scaled = functools.partial(jax.experimental.pjit.pjit, static_argnums=0)(_scaled)
summed = partial(pjit, jnp.sum, None, None)()
