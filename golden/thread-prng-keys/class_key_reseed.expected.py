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
    def _draw_pure(cls, key, x):
        key, sub = jax.random.split(key)
        return x + jax.random.uniform(sub, x.shape), key

    @classmethod
    def draw(cls, x):
        draw_result, cls.key = cls._draw_pure(cls.key, x)
        return draw_result


class Shifted(Sampler):
    pass


def reseed(seed):
    Sampler.key = jax.random.PRNGKey(seed)


def reseed_shifted(seed):
    Shifted.key = jax.random.PRNGKey(seed)


Sampler.key = jax.random.PRNGKey(4)


@jax.jit
def _step_pure(key, x):
    draw_result, key = Sampler._draw_pure(key, x)
    return draw_result * 2, key


def step(x):
    step_result, Sampler.key = _step_pure(Sampler.key, x)
    return step_result


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
