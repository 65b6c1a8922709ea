import jax
import jax.numpy as jnp


@jax.jit
def normalized(x):
    # `h / 2` is data: its dtype and weak type stay the original's
    h, w = jnp.array(x.shape[1:])
    return x / (h / 2) + w * 0.5


@jax.jit
def sized(x):
    # `h` is also data: no host twin for names unpacked, so `w` stays a jax scalar too (reported)
    h, w = jnp.array(x.shape[1:])
    return x / h, x[:, :, : (w / 2).astype(int)]


@jax.jit
def int16_division(x):
    # `h` is int16: `h / 2` is float32 even with x64, another dtype than the default float
    h, w = jnp.array(x.shape[1:], dtype=jnp.int16)
    return x[:, : int(h / 2)]
