import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("shrunk", "jnp.ones((5, 4))", "fails"),
    ("shrunk", "jnp.ones((3, 7, 2))", "fails"),
    ("scaled", "jnp.ones((6, 3))", "fails"),
    ("resized", "jnp.ones((2, 9, 5))", "fails"),
    ("resized", "jnp.ones((1, 10, 20))", "fails"),
]


@jax.jit
def shrunk(x):
    # a float32 array (float64 with x64), made ints element by element
    return jnp.zeros(tuple(int(np.divide(i, 2, dtype=jnp.result_type(float))) for i in x.shape))


@jax.jit
def scaled(x):
    return jnp.zeros(tuple(int(np.add(np.multiply(i, 0.5, dtype=jnp.result_type(float)), 1.5, dtype=jnp.result_type(float))) for i in x.shape))


@jax.jit
def resized(x):
    h, w = tuple(int(np.multiply(i, 0.3, dtype=jnp.result_type(float))) for i in x.shape[1:])
    return x[:, :h, :w]
