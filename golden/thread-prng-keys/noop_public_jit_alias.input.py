"""A public `fast_add = jax.jit(add_noise)` is reported, not rewritten: code outside the run may
call `noise.fast_add(x)`, which `fast_add = jax.jit(_add_noise_pure)` would break (it would have
to pass and keep the key)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def add_noise(x):
    global key
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape)


fast_add = jax.jit(add_noise)

if __name__ == "__main__":
    print(fast_add(jnp.zeros(2)))
