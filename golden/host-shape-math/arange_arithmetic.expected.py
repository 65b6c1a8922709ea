import jax.numpy as jnp

EXAMPLES = [
    ("shifted_axes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("shifted_axes", "jnp.arange(5.0)", "fails"),
    ("reversed_axes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("rolled_axes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("rolled_axes", "jnp.float32(3.0)", "works"),
    ("odd_rows", "jnp.arange(24.0).reshape(6, 4)", "fails"),
    ("odd_rows", "jnp.arange(7.0)", "fails"),
    ("scaled", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("counted", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("counted", "jnp.arange(2.0)", "fails"),
]


def shifted_axes(x):
    return jnp.transpose(x, tuple(i - 1 for i in range(1, x.ndim + 1)))


def reversed_axes(x):
    order = x.ndim - 1 - jnp.arange(x.ndim)
    order_static = tuple(x.ndim - 1 - i for i in range(x.ndim))
    y = x.transpose(order_static)
    return y.transpose(tuple(-i - 1 for i in range(y.ndim))), order


def rolled_axes(x):
    return jnp.transpose(x, tuple((i + 1) % x.ndim for i in range(x.ndim)))


def odd_rows(x):
    rows = jnp.arange(x.shape[0] // 2) * 2 + 1
    return x[: tuple(i * 2 for i in range(3))[2]], x[rows]


def scaled(x):
    big = jnp.zeros(tuple(2 * i for i in x.shape))
    ones = jnp.ones(tuple(i + 0 for i in x.shape))
    return big.reshape(tuple(-(i // -1) ** 1 % 7 for i in big.shape[::-1])), ones


def counted(x):
    total = x.sum()
    for i in range(tuple(i2 - 1 for i2 in range(x.size))[-1]):
        total = total + i
    axes = (*(i2 - 1 for i2 in range(1, x.ndim)), x.ndim - 1)
    return total, jnp.transpose(x, axes)
