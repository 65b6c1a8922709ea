import jax
import jax.numpy as jnp


class Sampler:
    key = jax.random.PRNGKey(0)
    scale = 2.0

    @classmethod
    def _draw_pure(cls, key, x):
        key, sub = jax.random.split(key)
        return x + cls.scale * jax.random.uniform(sub, x.shape), key

    @classmethod
    def draw(cls, x):
        draw_result, cls.key = cls._draw_pure(cls.key, x)
        return draw_result


@jax.jit
def _step_pure(key, x):
    draw_result, key = Sampler._draw_pure(key, x)
    return draw_result * 2, key


def step(x):
    step_result, Sampler.key = _step_pure(Sampler.key, x)
    return step_result


def run():
    x = jnp.zeros(2)
    return [step(x), step(x)]
