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
    n = jnp.ceil(x.shape[0] / BLOCK).astype(int)
    padded = jnp.pad(x, (0, n * BLOCK - x.shape[0]))
    return padded.reshape((n, BLOCK))


def halves(x):
    top = int(jnp.floor(x.shape[0] / 2))
    return x[:top], x[: jnp.ceil(-x.size / -2).astype(jnp.int32) - 1]
