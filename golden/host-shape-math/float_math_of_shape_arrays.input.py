import jax
import jax.numpy as jnp

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
    return jnp.zeros((jnp.array(x.shape) / 2).astype(int))


@jax.jit
def scaled(x):
    return jnp.zeros(tuple((jnp.array(x.shape) * 0.5 + 1.5).astype(int)))


@jax.jit
def resized(x):
    h, w = (jnp.array(x.shape[1:]) * 0.3).astype(jnp.int32)
    return x[:, :h, :w]
