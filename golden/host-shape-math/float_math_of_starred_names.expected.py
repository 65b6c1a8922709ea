"""Float math of the starred name unpacked from shape math: elements of `jnp.array(x.shape)` are
jax ints of the default int dtype (`rest[0] / 2` is float32, float64 with x64), and `*lead, last =
x.shape` unpacks Python ints."""
import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("halved", "jnp.ones((2, 5, 7))", "fails"),
    ("halved", "jnp.ones((3, 9, 2))", "fails"),
    ("rooted", "jnp.ones((2, 3, 17))", "fails"),
    ("scaled", "jnp.ones((4, 2, 11))", "fails"),
    ("all_halved", "jnp.ones((2, 5, 7))", "fails"),
    ("lead_halved", "jnp.ones((5, 9, 2))", "fails"),
]


@jax.jit
def halved(x):
    first, *rest = x.shape
    return x[: first - 1, : int(np.divide(rest[0], 2, dtype=jnp.result_type(float)))]


@jax.jit
def rooted(x):
    first, *rest = x.shape
    return x[..., : int(np.sqrt(rest[-1], dtype=jnp.result_type(float)))]


@jax.jit
def scaled(x):
    *lead, last = x.shape
    return x[..., : int(np.floor(np.multiply(lead[1:][0], 0.5, dtype=jnp.result_type(float)))), :last]


@jax.jit
def all_halved(x):
    first, *rest = x.shape
    return jnp.zeros(tuple(int(np.divide(i, 2, dtype=jnp.result_type(float))) for i in rest)) + x.sum()


@jax.jit
def lead_halved(x):
    *lead, last = x.shape
    halves = tuple(int(np.ceil(np.divide(i, 2, dtype=jnp.result_type(float)))) for i in lead)
    return jnp.ones(halves).sum() + x.sum()
