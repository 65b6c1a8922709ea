import jax
import jax.numpy as jnp


class Sampler:
    key = jax.random.PRNGKey(0)

    @classmethod
    def draw(cls, x):
        cls.key, sub = jax.random.split(cls.key)
        return x * jax.random.uniform(sub, x.shape)


@jax.jit
def step(x):
    return Sampler.draw(x) * 2
