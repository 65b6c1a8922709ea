import math

from jax import jit

EXAMPLES = [("fold", "jnp.arange(24.0).reshape(2, 3, 4)", "fails")]


@jit
def fold(x):
    dims = x.shape
    inner = math.prod(dims[1:])
    rows = dims[0] * 2
    cols = inner // 2
    return x.reshape(rows, cols)
