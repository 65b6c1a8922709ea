import jax
import jax.numpy as jnp
from jax import custom_transforms, defjvp_all


@jax.custom_transforms
def softclip(x, scale):
    return jnp.tanh(x) * scale


jax.defjvp(softclip, lambda g, ans, x, scale: g * scale * (1 - jnp.tanh(x) ** 2), None)


@custom_transforms
def square(x):
    return x * x


defjvp_all(square, lambda primals, tangents: (square(*primals), 3.0 * primals[0] * tangents[0]))
