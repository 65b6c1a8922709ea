import jax
import jax.numpy as jnp

from .sampler import Sampler, run


@jax.jit
def restart(x):
    Sampler.key = jax.random.PRNGKey(3)
    return x + 1


def main():
    x = jnp.ones(2)
    values = run()
    values.append(restart(x))
    return values, 0
