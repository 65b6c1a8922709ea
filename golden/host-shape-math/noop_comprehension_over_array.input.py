"""The target of a comprehension or loop over a sequence computed with jax.numpy (`for k in
jnp.array(x.shape)`) is a jax scalar, a tracer under `jit`: where it reaches a static place, the
finding says which sequence it iterates and its host form. Not rewritten, not reported: a
comprehension reading a traced argument (`k * n`), one in a class body (never traced), a walrus
in one (it binds the function's name)."""
import jax
import jax.numpy as jnp


@jax.jit
def tuple_over_array(x):
    dims = tuple(k for k in jnp.array(x.shape))
    return jnp.zeros(dims)


@jax.jit
def list_over_array(x):
    return jnp.zeros([k * 2 for k in jnp.array(x.shape)])


@jax.jit
def zipped_with_array(x, y):
    return jnp.zeros([a + b for a, b in zip(jnp.array(x.shape), y.shape)])


@jax.jit
def over_jax_scalars(x):
    dims = tuple(jnp.int32(d) for d in x.shape)
    return jnp.zeros(tuple(k * 2 for k in dims))


@jax.jit
def loop_over_array(x):
    y = x
    for d in jnp.array(x.shape):
        y = jnp.zeros((d,))
    return y


@jax.jit
def loop_through_variable(x):
    y = x
    for d in jnp.flip(jnp.array(x.shape)):
        k = d * 2
        y = jnp.zeros((k,))
    return y


@jax.jit
def loop_over_arange(x):
    for i in jnp.arange(2):
        x = x[i:]
    return x


@jax.jit
def loop_over_data(x):
    total = 0
    for row in x:
        total = total + row
    return total


@jax.jit
def traced_factor(x, n):
    m = jnp.prod(jnp.array([k * n for k in x.shape]))
    return jnp.zeros((m,))


@jax.jit
def walrus(x):
    k = jnp.prod(jnp.array(x.shape))
    _ = [(k := d) for d in x.shape]
    return x.reshape((k, -1))


class Sizes:
    DIMS = (2, 3)
    total = jnp.prod(jnp.array([d * 2 for d in DIMS]))
    grid = jnp.zeros([jnp.int32(d) for d in DIMS])
