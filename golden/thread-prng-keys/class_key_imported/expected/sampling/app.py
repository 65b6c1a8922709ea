import jax
import jax.numpy as jnp

from .sampler import Sampler, run, step


class Wide(Sampler):
    scale = 4.0


def reseed(seed):
    Sampler.key = jax.random.PRNGKey(seed)


def main():
    x = jnp.ones(2)
    values = run()
    values.append(Sampler.draw(x) * Sampler.scale)
    reseed(5)
    values.append(step(x))
    values.append(Wide.draw(x))
    values.append(Wide.key)
    reseed(5)
    values.append(step(x))
    return values, Sampler.key
