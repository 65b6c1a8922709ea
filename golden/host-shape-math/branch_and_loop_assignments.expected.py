"""A variable assigned in branches or loops, or by augmented assignments, is followed as one value:
where every value is static given that the variable is, and every read is in a static place or in
its own values, each value is computed on the host."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("columns", "jnp.ones((4, 3))", "fails"),
    ("columns", "jnp.ones((2, 3, 4))", "fails"),
    ("flatten_by_sum", "jnp.arange(5)", "fails"),
    ("flatten_by_sum", "jnp.ones((2, 3))", "fails"),
    ("rows_first", "jnp.ones((2, 3, 4))", "fails"),
    ("branchy", "jnp.ones((2, 2))", "fails"),
    ("branchy", "jnp.ones(3)", "works"),
    ("loop", "jnp.ones((5, 2))", "fails"),
    ("augmented", "jnp.arange(5)", "fails"),
    ("halved_until_small", "jnp.ones((4, 8))", "fails"),
    ("product_by_index", "jnp.ones((2, 3, 4))", "fails"),
    ("reversed_axes", "jnp.ones((2, 3, 4))", "fails"),
    ("reversed_axes", "jnp.ones(3)", "fails"),
    ("grown", "jnp.ones((2, 3))", "fails"),
    ("host_only", "jnp.arange(5)", "works"),
    ("flat", "jnp.ones((2, 3, 4))", "fails"),
    ("with_twin", "jnp.ones((2, 3))", "fails"),
    ("halved", "jnp.ones((4, 4))", "fails"),
    ("in_loop", "jnp.ones((4, 4))", "fails"),
]


@jax.jit
def columns(x):
    n = math.prod(x.shape)
    if x.ndim > 2:
        n = n // x.shape[0]
    return x.reshape((-1, n))


@jax.jit
def flatten_by_sum(x):
    total = 0
    for d in x.shape:
        total += d
    return x[:total].reshape((-1,))


@jax.jit
def rows_first(x):
    k = 1
    for d in x.shape[1:]:
        k = k * d
    return x.reshape((x.shape[0], k))


@jax.jit
def branchy(x):
    if x.ndim > 1:
        n = math.prod(x.shape)
    else:
        n = x.shape[0]
    return x.reshape(n)


@jax.jit
def loop(x):
    total = 0
    for d in x.shape:
        total = total + min(d, 3)
    return jnp.zeros(total)


@jax.jit
def augmented(x):
    k = min(2, x.shape[0])
    k += 1
    return x[:k]


@jax.jit
def halved_until_small(x):
    n = math.prod(x.shape)
    while n > 8:
        n = n // 2
    return x.reshape((-1, n))


@jax.jit
def product_by_index(x):
    k = 1
    for i in range(x.ndim):
        k *= x.shape[i]
    return x.reshape((k,))


@jax.jit
def reversed_axes(x):
    axes = tuple(range(x.ndim))
    if x.ndim > 1:
        axes = axes[::-1]
    return x.transpose(axes)


@jax.jit
def grown(x):
    shape = x.shape
    for _ in range(2):
        shape = (*shape, 1)
    return x.reshape(shape)


@jax.jit
def host_only(x):
    k = min(2, x.shape[0])
    k += 1
    return x[:k] * jnp.float32(2)


def _size(x):
    n = 1
    for d in x.shape:
        n *= d
    return n


@jax.jit
def flat(x):
    return x.reshape((_size(x),))


@jax.jit
def with_twin(x):
    n = jnp.prod(jnp.array(x.shape))
    n_static = math.prod(x.shape)
    k = 0
    for d in x.shape:
        k = k + d
    return x.reshape((n_static,)) * n, jnp.zeros(k)


def branch(x, flag):
    n = math.prod(x.shape)
    if flag:
        n = n // 2
    return x.reshape((n, -1))


def halved(x):
    n = math.prod(x.shape)
    n //= 2
    return x.reshape((n, -1))


def in_loop(x):
    n = math.prod(x.shape)
    for _ in range(2):
        n = n // 2
    return x.reshape((n, -1))
