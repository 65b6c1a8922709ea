# Static places (an index, a shape) share lines with shape math done with jax.numpy that is not
# inside them: nothing to rewrite or report, and the screening (by nodes, not lines) leaves the
# file to libcst's parse no more.
import jax.numpy as jnp


def scaled_first_row(x):
    y = x[0]; s = jnp.sum(jnp.array(x.shape))
    return y * s


def padded(x):
    return jnp.zeros(
        x.shape) + jnp.prod(jnp.array(x.shape))
