"""A public helper's jax.numpy math on its parameters is computed on the host when every call of
it in the run gives them ints (or every call floats): reported at its `def`, as code outside the
run may give others."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("summed", "jnp.arange(10.0)", "fails"),
    ("summed", "jnp.arange(12.0)", "fails"),
    ("padded", "jnp.arange(9.0)", "fails"),
    ("by_heads", "jnp.arange(256.0).reshape(2, 128)", "fails"),
    ("first", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("halves", "jnp.arange(7.0)", "fails"),
    ("rows_of", "jnp.arange(12.0)", "fails"),
    ("trimmed", "jnp.arange(10.0)", "fails"),
    ("fractions", "jnp.arange(10.0)", "fails"),
    ("fractions", "jnp.arange(7.0)", "fails"),
]


def blocks(x, k):
    return jnp.ceil(x.shape[0] / k).astype(jnp.int32)


@jax.jit
def summed(x):
    n = blocks(x, 4)
    out = 0
    for i in range(n):
        out = out + x[i]
    return out


@jax.jit
def padded(x):
    return jnp.zeros((blocks(x=x, k=x.ndim + 1),))


def heads(d):
    return jnp.array(d) // 64


@jax.jit
def by_heads(x):
    return x.reshape(heads(x.shape[-1]), -1)


def head(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


@jax.jit
def first(x):
    return x[: head(x, 2)], x[: head(x)]


def split_rows(x, parts):
    n = jnp.ceil(x.shape[0] / parts).astype(int)
    return x[:n], x[n:]


@jax.jit
def halves(x):
    return split_rows(x, 2)


def rows(x, k):
    return jnp.ceil(x.shape[0] / k).astype(int)


def by_rows(x, k):
    return x.reshape(rows(x, k), -1)


@jax.jit
def rows_of(x):
    return by_rows(x, 3)


def trim(x, k):
    n = jnp.ceil(x.shape[0] / k).astype(int)
    return x[:n] * n


@jax.jit
def trimmed(x):
    return trim(x, 3)


def part(x, rate=0.5):
    return jnp.floor(x.shape[0] * rate).astype(int)


@jax.jit
def fractions(x):
    return x[: part(x)], jnp.zeros(part(x, 0.3))
