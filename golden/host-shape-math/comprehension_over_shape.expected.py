"""A list comprehension, or a generator expression given to `tuple()`, `list()`, `sum()`, `max()`,
`min()` or `math.prod()`, is static when each iterable is a static sequence (`x.shape`, its
slices, `range()` of ints, a tuple of ints, a variable holding one, `zip()` and `enumerate()` of
these), each target a name or a tuple of names, and its `if` tests and element are static given
that the targets are: jax.numpy math on it, or in its element, is computed on the host. A loop
over `enumerate()` or `zip()` of static sequences gives host ints too."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("already_host", "jnp.ones((2, 3))", "works"),
    ("doubled_tail", "jnp.ones((2, 3, 4))", "fails"),
    ("doubled_tail", "jnp.ones((3, 2, 2))", "fails"),
    ("scalars_in_element", "jnp.ones((2, 3))", "fails"),
    ("filtered", "jnp.ones((1, 3, 1, 2))", "fails"),
    ("filtered", "jnp.ones((3,))", "fails"),
    ("zipped", "jnp.ones((2, 6)), jnp.ones((3, 2))", "fails"),
    ("enumerated", "jnp.ones((2, 3))", "fails"),
    ("nested", "jnp.ones((3, 2))", "fails"),
    ("through_variable", "jnp.ones((2, 3))", "fails"),
    ("summed_scalars", "jnp.ones((2, 3))", "fails"),
    ("as_data_too", "jnp.ones((2, 2))", "fails"),
    ("target_shadows", "jnp.ones((2, 3))", "fails"),
    ("count_over_array", "jnp.ones((4, 5, 6))", "works"),
    ("loop_enumerate", "jnp.ones((3, 2))", "fails"),
]
WIDTHS = (2, 3)


@jax.jit
def already_host(x):
    n = math.prod([k for k in x.shape])
    return x.reshape((n,))


@jax.jit
def doubled_tail(x):
    n = math.prod([d * 2 for d in x.shape[1:]])
    return x.reshape((x.shape[0], -1)).reshape((-1, n // 2 // 2))


@jax.jit
def scalars_in_element(x):
    dims = tuple(d for d in x.shape)
    return jnp.zeros(dims)


@jax.jit
def filtered(x):
    dims = list(d + 1 for d in x.shape if d > 1)
    return jnp.zeros(dims)


@jax.jit
def zipped(x, y):
    n = math.prod([a * b for a, b in zip(x.shape, y.shape)])
    return x.reshape((n // y.size, -1))


@jax.jit
def enumerated(x):
    n = sum([i * d for i, d in enumerate(x.shape, 1)])
    return jnp.zeros((n,))


@jax.jit
def nested(x):
    n = sum([a for a in x.shape for b in range(a) if b % 2 == 0])
    return jnp.zeros((n,))


@jax.jit
def through_variable(x):
    dims = [d * 2 for d in x.shape]
    n = math.prod(dims)
    return jnp.zeros((n,))


@jax.jit
def summed_scalars(x):
    m = sum(k for k in x.shape)
    return jnp.zeros((m, max(i - 1 for i in x.shape)))


@jax.jit
def as_data_too(x):
    n = jnp.prod(jnp.array([d for d in x.shape]))
    n_static = math.prod([d for d in x.shape])
    return jnp.zeros((n_static,)) + n


@jax.jit
def target_shadows(x):
    d = jnp.float32(2.5)
    n = math.prod([d for d in x.shape])
    return jnp.zeros((n,)) + d


@jax.jit
def count_over_array(x):
    return jnp.zeros([i + 1 for i, d in enumerate(x.shape)])


@jax.jit
def loop_enumerate(x):
    k = 1
    for i, d in enumerate(x.shape):
        k = k * max(d, i)
    return jnp.zeros((k,))


class Grid:
    """Never traced, rewritten all the same: a comprehension's first iterable is read in the class
    body (its `WIDTHS`, no module constant), the rest in the comprehension's own scope, which does
    not see the class's names (the module's `WIDTHS`)."""

    WIDTHS = (4,)
    cells = jnp.zeros([jnp.int32(w) for w in WIDTHS])
    rows = jnp.zeros([WIDTHS[0] for _ in range(2)])
