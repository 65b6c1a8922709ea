import jax
import jax.numpy as jnp


@jax.custom_jvp
def softclip(x, scale):
    return jnp.tanh(x) * scale


softclip.defjvps(lambda g, ans, x, scale: g * scale * (1 - jnp.tanh(x) ** 2), None)


@jax.custom_jvp
def square(x):
    return x * x


square.defjvp(lambda primals, tangents: (square(*primals), 3.0 * primals[0] * tangents[0]))
