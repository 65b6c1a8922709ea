"""A key held on a class, split in a `classmethod` (`cls.key, sub = split(cls.key)`) reached from
a jitted function: shared by the instances and subclasses (a call through a subclass stores the
new key there), it is not threaded as a key on an instance is (golden instance_key_module_level),
and is reported with the reason."""
import jax
import jax.numpy as jnp


class Sampler:
    key = jax.random.PRNGKey(0)

    @classmethod
    def draw(cls, x):
        cls.key, sub = jax.random.split(cls.key)
        return x + jax.random.uniform(sub, x.shape)


@jax.jit
def step(x):
    return Sampler.draw(x)


def main():
    x = jnp.zeros(2)
    return [step(x), step(x)], Sampler.key
