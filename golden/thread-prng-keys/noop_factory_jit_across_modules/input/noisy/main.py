"""`jax.jit(make_noise(1))`: the closure `make_noise` returns splits its `nonlocal` key, so
the jitted closure returns the same numbers on every call. The closure is a value here, which
omnifix does not thread: the call is reported."""
import jax
import jax.numpy as jnp

from .sampler import make_noise


def main():
    noise = jax.jit(make_noise(1))
    x = jnp.zeros(2)
    return noise(x), noise(x)
