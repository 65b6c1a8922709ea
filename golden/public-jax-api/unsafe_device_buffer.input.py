# The changelog of jax 0.4.22 gives the replacements; nothing says `x` is a JAX array: --unsafe-fixes only.
import jax.numpy as jnp


def on_cpu(x):
    return "cpu" in str(x.device_buffer.device()).lower()


def buffers(x):
    return x.device_buffer, x.device_buffers, jnp.sum(x)
