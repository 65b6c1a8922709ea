"""A key held on a class, split in a `classmethod`, reached from a jitted function through a
subclass too (`Shifted.draw(x)`): that call stores the new key on the subclass, not on
`Sampler`, so threading `Sampler.key` would change what it draws; reported, not rewritten
(golden class_key_classmethod)."""
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


@jax.jit
def step(x):
    return Sampler.draw(x) + Shifted.draw(x)


def main():
    x = jnp.zeros(2)
    return [step(x)], Sampler.key
