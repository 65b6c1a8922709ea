"""The migration guide's problem 1, "Using jax.numpy for shape computations".

Under omnistaging `size` is a tracer, and `reshape` needs a concrete value:
TypeError: Shapes must be 1D sequences of concrete values of integer type.
"""
from jax import jit
import jax.numpy as jnp


@jit
def ex1(x):
    size = jnp.prod(jnp.array(x.shape))
    return x.reshape((size,))


if __name__ == "__main__":
    print(ex1(jnp.ones((3, 4))))
