import functools

import jax
import jax.numpy as jnp

AXES = (1,)


@functools.partial(jax.jit, static_argnums=1)
def untyped(x, n):
    return jnp.ones(jnp.array(n) * 2)  # a shape may be a tuple: `n` too


@functools.partial(jax.jit, static_argnums=(1,))
def not_declared(x, n: int, m: int):
    return x.reshape(jnp.array(x.shape)[0] // m, m)


@functools.partial(jax.jit, static_argnums=AXES)
def not_literal(x, n: int):
    return x.reshape(jnp.array(x.shape)[0] // n, n)


def also_called_directly(x, n: int):
    rows = jnp.array(x.shape)[0] // n  # data too: with `n` static it would get a twin
    return x.reshape(rows, n) * rows


fast = jax.jit(also_called_directly, static_argnums=1)
slow = jax.vmap(also_called_directly, in_axes=(0, None))

