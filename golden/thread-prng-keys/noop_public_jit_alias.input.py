"""A public `fast_add = jax.jit(add_noise)` is reported, not rewritten, where a wrapper `fast_add`
passing every argument on would not call the jitted pure form as `fast_add(x)` called `add_noise`:
`n` has a default and is not static, so the wrapper would pass it traced, where the call leaving
it out had it as a Python value in the trace (a shape here)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def add_noise(x, n=2):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, (n,))


fast_add = jax.jit(add_noise)

if __name__ == "__main__":
    print(fast_add(jnp.zeros(2)))
