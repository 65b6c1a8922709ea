"""Static arguments that may hold a float (no annotation, or annotated `float`) in shape math
that flows into places taking nothing but ints: `jnp.pad`'s widths, a shape entry, a slice bound.
A float fails there in the original too, eagerly, so the host form is needed only for ints where
the math is on ints; Python's float math of a shape is the original's own, and its rounding is
exact whether `size` holds an int or a float. All three were reported: an int and a float were
taken to need different host forms."""
import functools

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("run_padded", "jnp.ones((5, 2))", "fails"),
    ("run_padded", "jnp.ones((8, 3))", "fails"),
    ("run_grown", "jnp.ones((5, 2))", "fails"),
    ("run_float_annotation", "jnp.ones((4, 3))", "fails"),
]

@functools.partial(jax.jit, static_argnums=(1,))
def padded(x, size):
    n_blocks = jnp.ceil(x.shape[0] / size).astype(int)
    pad = n_blocks * size - x.shape[0]
    return jnp.pad(x, ((0, pad), (0, 0)))


@functools.partial(jax.jit, static_argnums=(1,))
def grown(x, size):
    n_blocks = jnp.ceil(x.shape[0] / size).astype(int)
    return jnp.zeros((n_blocks * size, x.shape[1]))


@functools.partial(jax.jit, static_argnums=1)
def float_annotation(x, scale: float):
    return x[: jnp.array(x.shape)[0] * scale]


def run_padded(x):
    return padded(x, 3)


def run_grown(x):
    return grown(x, 2)


def run_float_annotation(x):
    return float_annotation(x, 1)
