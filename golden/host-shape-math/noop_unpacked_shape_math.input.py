import jax
import jax.numpy as jnp


@jax.jit
def data_too(x):
    # `a` is also data: the array stays, and so `b` unpacked with it (no host twin for them)
    a, b = jnp.array(x.shape[:2]) * 2
    return jnp.zeros((a, b)) + a


@jax.jit
def rest_as_data(x):
    # `rest` is a list of jax scalars the program stacks: a list of ints would change its dtype
    first, *rest = jnp.array(x.shape)
    return jnp.zeros((first,)), jnp.stack(rest)


@jax.jit
def bound_twice(x):
    # `a` is assigned twice, which omnifix does not follow, and `b` is unpacked with it
    a, b = jnp.array(x.shape[:2])
    a += 1
    return jnp.zeros((a, b))


@jax.jit
def two_arrays(x):
    # arithmetic of two arrays: no host form
    a, b = jnp.array(x.shape[:2]) + jnp.arange(2)
    return jnp.zeros((a, b))


@jax.jit
def read_by_data(x):
    # `n` is data too, and names unpacked have no host twin: its advice spells out the elements
    first, *rest, last = jnp.array(x.shape)
    n = first * last
    return jnp.zeros(n), n


@jax.jit
def two_target_lists(x):
    # `c` is unpacked from the same array as `a`, and is data: not followed
    a, b = c, d = jnp.array(x.shape[:2])
    return jnp.zeros((a, b)), c


def unpacks_a_call(apply):
    # `x` is data, passed to `apply`: `int(4 * x**3)` is no shape math (nothing to report)
    x = jnp.float32(3)
    params, state = apply(None, x)
    return int(params) == int(4 * x**3)
