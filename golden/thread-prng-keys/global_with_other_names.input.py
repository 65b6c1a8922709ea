import jax
from jax import random

key = random.PRNGKey(4)
calls = 0


def sample(shape):
    """A docstring stays first."""
    global key, calls
    calls += 1
    key, sub = random.split(key)
    return random.normal(sub, shape)


def main():
    """Drivers get the declaration after their docstring."""
    fast = jax.jit(sample, static_argnums=0)
    out = fast((2,))
    return [out, sample((2,))], key
