"""A key held on a class, split in a `classmethod` reached from jitted code as `Sampler.draw(x)`
(golden class_key_classmethod), also reset by code never traced: a module-level function
(`reseed`, storing `Sampler.key`, or `Shifted.key` on a subclass) and the module's top level. The
wrappers read `Sampler.key` and store the new key at each call, so a reset between calls is seen
as the original saw it: rewritten."""
import jax
import jax.numpy as jnp


class Sampler:
    key = jax.random.PRNGKey(0)

    @classmethod
    def draw(cls, x):
        cls.key, sub = jax.random.split(cls.key)
        return x + jax.random.uniform(sub, x.shape)


class Shifted(Sampler):
    pass


def reseed(seed):
    Sampler.key = jax.random.PRNGKey(seed)


def reseed_shifted(seed):
    Shifted.key = jax.random.PRNGKey(seed)


Sampler.key = jax.random.PRNGKey(4)


@jax.jit
def step(x):
    return Sampler.draw(x) * 2


def main():
    x = jnp.zeros(2)
    first = step(x)
    reseed(1)
    second = step(x)
    again = step(x)
    reseed(1)
    third = step(x)
    reseed_shifted(7)
    shifted = Shifted.draw(x)
    eager = Sampler.draw(x)
    return (first, second, again, third, shifted, eager, Shifted.key), Sampler.key
