import jax
import jax.numpy as np

EXAMPLES = [
    ("tiles", "jnp.ones((3, 10))", "fails"),
    ("tiles", "jnp.ones((4, 4))", "fails"),
]


@jax.jit
def tiles(x):
    rows = np.ceil(np.sqrt(x.size) / 3).astype(np.int32)
    return np.zeros((rows, int(np.round(x.shape[0] / 2.5))))
