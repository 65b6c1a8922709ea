import math

from jax import jit

EXAMPLES = [("flat", "jnp.ones((2, 3))", "fails")]


@jit
def flat(x):
  if x.ndim > 1:
    size = math.prod(x.shape)
    return x.reshape(size)
  return x
