"""Shape math JAX may trace is reported wherever it is, public or reached from traced code."""
import jax
import jax.numpy as jnp
from jax import lax


def _side(x):
    """Private, but `pooled` calls it and is jitted."""
    return jnp.zeros(int(jnp.log2(x.shape[-1])))


@jax.jit
def pooled(x):
    return _side(x)


def _kernel(x):
    """Private, used as a value: whoever it is handed to may trace it."""
    return jnp.ones(int(jnp.log2(x.shape[0])))


KERNELS = {"log2": _kernel}


def _run(xs):
    """Private and never traced, but its nested `step` is a `scan` body."""

    def step(carry, x):
        return carry, x[: int(jnp.ceil(jnp.log2(x.shape[0])))]

    return lax.scan(step, 0, xs)


def public_rows(x):
    """Public in a module others may import: a user may jit it."""
    return x.reshape(int(jnp.log2(x.size)), -1)


class Pool:
    def __call__(self, x):
        return self._width(x)

    def _width(self, x):
        return jnp.zeros(int(jnp.log2(x.shape[0])))
