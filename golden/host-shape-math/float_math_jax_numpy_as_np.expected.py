import jax
import jax.numpy as np
import numpy as onp

EXAMPLES = [
    ("tiles", "jnp.ones((3, 10))", "fails"),
    ("tiles", "jnp.ones((4, 4))", "fails"),
]


@jax.jit
def tiles(x):
    rows = int(onp.ceil(onp.divide(onp.sqrt(x.size, dtype=np.result_type(float)), 3, dtype=np.result_type(float))))
    return np.zeros((rows, int(onp.rint(x.shape[0] / 2.5, dtype=np.result_type(float)))))
