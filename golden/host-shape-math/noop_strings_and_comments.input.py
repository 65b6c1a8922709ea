import jax.numpy as jnp

# size = jnp.prod(jnp.array(x.shape)) breaks under jit
HELP = "use math.prod(x.shape), not x.reshape(jnp.prod(jnp.array(x.shape)))"


def f(x):
    """x.reshape(jnp.prod(jnp.array(x.shape)))"""
    return jnp.ravel(x)
