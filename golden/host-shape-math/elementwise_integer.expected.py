import jax.numpy as jnp
from jax import lax

EXAMPLES = [
    ("window", "jnp.arange(20.0)", "fails"),
    ("window", "jnp.arange(3.0)", "fails"),
    ("repeat", "jnp.ones((6, 2))", "fails"),
    ("repeat", "jnp.ones((2, 9))", "fails"),
    ("pick", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("pick", "jnp.arange(10.0)", "fails"),
]


def window(x):
    n = min(4, x.shape[0])
    return lax.dynamic_slice(x, (0,), (n,))


def repeat(x):
    total = x[0]
    for i in range(max(x.shape[0] - 7, 2)):
        total = total + jnp.clip(x.shape[1] - 5, 0, 3) * x[i]
    return total.reshape((abs(x.shape[0] - 7) % 3 + 1, -1))


def pick(x):
    row = x[1 if x.ndim > 1 else -x.shape[0]]
    last = x.reshape(-1)[: (x.shape[0] - 7) % 4 + (x.size - 13) // 5]
    return row, last
