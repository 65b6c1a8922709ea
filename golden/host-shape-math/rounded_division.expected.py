import jax.numpy as jnp
from jax import jit

EXAMPLES = [
    ("blocks", "jnp.arange(10.0)", "fails"),
    ("blocks", "jnp.arange(12.0)", "fails"),
    ("blocks", "jnp.arange(1.0)", "fails"),
    ("halves", "jnp.ones((7, 3))", "fails"),
]

BLOCK = 4


@jit
def blocks(x):
    n = -(-x.shape[0] // BLOCK)
    padded = jnp.pad(x, (0, n * BLOCK - x.shape[0]))
    return padded.reshape((n, BLOCK))


def halves(x):
    top = int(x.shape[0] // 2)
    return x[:top], x[: -(-(-x.size) // -2) - 1]
