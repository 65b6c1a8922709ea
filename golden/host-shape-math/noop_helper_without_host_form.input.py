"""Helpers whose jax.numpy math on shapes has no exact host form, called where a static value is
needed: reported at each such call, with why (not its parameters: they are only read for shapes)."""

import jax
import jax.numpy as jnp


def _depth(x):
    return jnp.log2(x.shape[0] * 1.5).astype(int)


def _count(x):
    return jnp.prod(jnp.array(x.shape[1:]), dtype=jnp.int32)


@jax.jit
def tower(x):
    return jnp.zeros((_depth(x), 2))


@jax.jit
def flat(x):
    return x.reshape((x.shape[0], _count(x)))
