import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("halves", "jnp.ones((2, 5, 7))", "fails"),
    ("halves", "jnp.ones((1, 4, 9))", "fails"),
    ("tiles", "jnp.ones((2, 9, 10))", "fails"),
    ("tiles", "jnp.ones((2, 16, 3))", "fails"),
    ("third", "jnp.arange(10.0)", "fails"),
    ("third", "jnp.arange(7.0)", "fails"),
    ("doubled", "jnp.ones((2, 5, 3))", "fails"),
]


@jax.jit
def halves(x):
    # default-int jax scalars unpacked from the array: their float math is float32 (float64 with
    # x64), computed so on the host
    h, w = x.shape[1:]
    return x[:, : int(np.divide(h, 2, dtype=jnp.result_type(float))), : int(np.multiply(w, 0.5, dtype=jnp.result_type(float)))]


@jax.jit
def tiles(x):
    h, w = x.shape[1:]
    side = int(np.sqrt(h, dtype=jnp.result_type(float)))
    return x[:, :side, : int(np.floor(np.divide(w, 2.5, dtype=jnp.result_type(float))))]


@jax.jit
def third(x):
    n = x.shape[0]
    return x[: int(np.divide(n, 3, dtype=jnp.result_type(float)))]


@jax.jit
def doubled(x):
    # an array times a Python int keeps its dtype
    h, w = tuple(i * 2 for i in x.shape[1:])
    return x[:, : int(np.divide(h, 3, dtype=jnp.result_type(float))), : int(np.divide(w, 4, dtype=jnp.result_type(float)))]
