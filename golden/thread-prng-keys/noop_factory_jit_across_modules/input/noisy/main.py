"""`jax.jit(make_noise(1))`: the closure `make_noise` returns splits its `nonlocal` key, so
the jitted closure returns the same numbers on every call. The closure is a value here, which
omnifix does not thread: the call is reported, as is one whose value a name holds that traced code
reads (`drift = make_noise(2)`, then `jax.jit(lambda x: drift(x) * 2)`)."""
import jax
import jax.numpy as jnp

from .sampler import make_noise


def main():
    noise = jax.jit(make_noise(1))
    drift = make_noise(2)
    step = jax.jit(lambda x: drift(x) * 2)
    x = jnp.zeros(2)
    return noise(x), noise(x), step(x), step(x)
