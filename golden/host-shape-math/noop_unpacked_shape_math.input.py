import jax
import jax.numpy as jnp


@jax.jit
def doubled(x):
    # unpacked from an array: tracers under jit, which omnifix does not follow
    a, b = jnp.array(x.shape[:2]) * 2
    return jnp.zeros((a, b))


@jax.jit
def mixed(x):
    # element by element: `rows` is jax.numpy math, `cols` a host value
    rows, cols = jnp.prod(jnp.array(x.shape[:-1])), x.shape[-1]
    first, *rest = jnp.array(x.shape)
    return x.reshape((rows, cols)), jnp.zeros((first,)), len(rest)


def _eager(x):
    # never traced: nothing to report
    a, b = jnp.array(x.shape[:2]) * 2
    return jnp.zeros((a, b))


def dims(x):
    return jnp.prod(jnp.array(x.shape[:2])), x.shape[-1]


@jax.jit
def from_helper(x):
    # a helper's tuple, element by element: `lead` is jax.numpy math, `last` a host value
    lead, last = dims(x)
    return x.reshape((lead, last))
