import jax
from jax import random

key = random.PRNGKey(4)
calls = 0


def sample(key, shape):
    """A docstring stays first."""
    global calls
    calls += 1
    key, sub = random.split(key)
    return random.normal(sub, shape), key


def main():
    """Drivers get the declaration after their docstring."""
    global key
    fast = jax.jit(sample, static_argnums=1)
    out, key = fast(key, (2,))
    sample_result, key = sample(key, (2,))
    return [out, sample_result], key
