"""A helper whose `return` reads its parameters, called both where a concrete value is needed and
as data, gets a host twin taking the same parameters (same defaults, same order) when every call of
the run gives each parameter it reads a host int or leaves its int default, as where such a helper
is rewritten in place: the static calls call the twin with the same arguments, the helper stays
for the calls as data. Not when a call gives such a parameter an array (reported)."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("embed", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("first_batch", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("windows", "jnp.arange(12.0).reshape(3, 4)", "fails"),
]


def tokens(x, patch):
    return jnp.prod(jnp.array(x.shape[1:])) // patch


@jax.jit
def embed(x):
    n = tokens(x, 2)
    flat = x.reshape((x.shape[0], n, -1))
    return flat.sum(-1), tokens(x, 2)


def batch_size(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


@jax.jit
def first_batch(x):
    return x[: batch_size(x, 2)] * batch_size(x)


def _windows(x, *, size=2, stride=1):
    return (x.shape[-1] - jnp.array(size)) // stride + 1


@jax.jit
def windows(x):
    count = _windows(x, stride=2)
    return jnp.zeros((count, 2)) + _windows(x, size=3, stride=1)


def _scaled(x, k):
    return jnp.prod(jnp.array(x.shape)) // k


@jax.jit
def traced_count(x, k):
    # `k` is an array at the static call: no twin (the original fails under `jit` there)
    return x.reshape((_scaled(x, k), -1)), _scaled(x, 2)
