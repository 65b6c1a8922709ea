"""A helper's shape math on a parameter its calls do not prove static stays when the value leaves
the helper (returned, or used as data too) or reaches only places a float also works in (a test,
`int()`, `arange`), which force no int: reported. (A static argument of unknown type rounded
after `/` is rewritten: static_arguments_float_math.)"""
import jax
import jax.numpy as jnp


def split_heads(x, heads):
    d = jnp.prod(jnp.array(x.shape[-1:])) // heads
    return x.reshape(x.shape[:-1] + (heads, d)), d


def scaled_rows(x, k):
    n = jnp.minimum(k, x.shape[0])
    return x[:n] * n


def block_count(x, k):
    return jnp.maximum(x.shape[0] // k, 1)


@jax.jit
def first_blocks(x, k):
    return x[: block_count(x, k)]


def fraction(x, rate):
    if jnp.array(x.shape[0]) * rate > 2:
        return x[: int(jnp.array(x.shape[0]) * rate)]
    return jnp.arange(jnp.array(x.shape[0]) * rate)


def rounded(x, k):
    return x[: jnp.ceil(x.shape[0] / k).astype(int)], x[: jnp.int32(jnp.array(x.shape[0]) * k)]

