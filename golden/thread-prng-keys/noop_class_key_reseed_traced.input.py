"""A key held on a class, split in a `classmethod` reached from jitted code as `Sampler.draw(x)`,
also reset in traced code (`restart`, jitted, calling `_reset`, which stores `Shifted.key` on a
subclass): under `jit` the store runs once, while tracing, and leaves a tracer there, where the
original run eagerly stored a new key at each call; reported, not rewritten (golden
class_key_reseed for a reset in code never traced)."""
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


def _reset():
    Shifted.key = jax.random.PRNGKey(3)


@jax.jit
def restart(x):
    _reset()
    return Sampler.draw(x)


def main():
    x = jnp.zeros(2)
    return [restart(x), Shifted.draw(x)], Sampler.key
