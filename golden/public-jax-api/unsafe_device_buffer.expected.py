# The changelog of jax 0.4.22 gives the replacements; nothing says `x` is a JAX array: --unsafe-fixes only.
import jax.numpy as jnp


def on_cpu(x):
    return "cpu" in str(next(iter(x.devices()))).lower()


def buffers(x):
    return x.addressable_data(0), [s.data for s in x.addressable_shards], jnp.sum(x)
