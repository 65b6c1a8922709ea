import jax
from jax import random

key = random.PRNGKey(4)
calls = 0


def _sample_pure(key, shape):
    """A docstring stays first."""
    global calls
    calls += 1
    key, sub = random.split(key)
    return random.normal(sub, shape), key


def sample(shape):
    """A docstring stays first."""
    global key
    sample_result, key = _sample_pure(key, shape)
    return sample_result


def main():
    """Drivers get the declaration after their docstring."""
    global key
    fast = jax.jit(_sample_pure, static_argnums=1)
    out, key = fast(key, (2,))
    return [out, sample((2,))], key
