"""A private helper's parameter is static when every call gives it a host int (a literal, a
shape, a static argument) or leaves its int default: its shape math on it is computed on the host."""
import jax

EXAMPLES = [
    ("first_batch", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("first_rows", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("by_heads", "jnp.arange(128.0).reshape(2, 64)", "fails"),
]


def _batch_size(x, limit=8):
    return min(limit, x.shape[0])


@jax.jit
def first_batch(x):
    return x[: _batch_size(x, 2)], x[: _batch_size(x)]


def _rows(x, *, per=2):
    return max(x.shape[0] // per, 1)


@jax.jit
def first_rows(x):
    return x.reshape(_rows(x, per=x.shape[1]), -1)


def _heads(d):
    return d // 64


@jax.jit
def by_heads(x):
    return x.reshape(_heads(x.shape[-1]), -1)
