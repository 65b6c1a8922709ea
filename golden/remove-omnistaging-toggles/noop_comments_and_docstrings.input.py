"""This module used to call jax.config.disable_omnistaging() and set jax_omnistaging."""
import jax

# jax.config.disable_omnistaging()
# os.environ["JAX_OMNISTAGING"] = "0"


def f(x):
    """Works with omnistaging; see `jax_omnistaging` in the old docs."""
    return jax.numpy.sum(x)
