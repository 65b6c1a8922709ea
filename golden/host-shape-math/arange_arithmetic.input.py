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
    return jnp.transpose(x, jnp.arange(1, x.ndim + 1) - 1)


def reversed_axes(x):
    order = x.ndim - 1 - jnp.arange(x.ndim)
    y = x.transpose(order)
    return y.transpose(-jnp.arange(y.ndim) - 1), order


def rolled_axes(x):
    return jnp.transpose(x, (jnp.arange(x.ndim) + 1) % x.ndim)


def odd_rows(x):
    rows = jnp.arange(x.shape[0] // 2) * 2 + 1
    return x[: (jnp.arange(3) * 2)[2]], x[rows]


def scaled(x):
    big = jnp.zeros(2 * jnp.array(x.shape))
    ones = jnp.ones(jnp.array(x.shape) + 0)
    return big.reshape(-(jnp.array(big.shape)[::-1] // -1) ** 1 % 7), ones


def counted(x):
    total = x.sum()
    for i in range((jnp.arange(x.size) - 1)[-1]):
        total = total + i
    axes = jnp.concatenate([jnp.arange(1, x.ndim) - 1, jnp.array([x.ndim - 1])])
    return total, jnp.transpose(x, axes)
