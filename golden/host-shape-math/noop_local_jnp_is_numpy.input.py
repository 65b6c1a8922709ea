import numpy as jnp
import jax


def host_only(x):
    return x.reshape(jnp.prod(jnp.array(x.shape)))


def shadowed(x, np):
    return x.reshape(np.prod(np.array(x.shape)))


def uses_jax(x):
    return jax.jit(host_only)(x)
