"""A key held on a class, split in a `classmethod` (`cls.key, sub = split(cls.key)`) reached from
a jitted module-level function as `Sampler.draw(x)`: `draw` becomes a classmethod wrapper of a
pure classmethod `_draw_pure(cls, key, x)`, storing the new key on `cls` as the original did (a
call through a subclass or an instance, outside traced code, still reads and stores on its
`cls`), and `step` a wrapper of a pure `_step_pure(key, x)`, which it passes `Sampler.key` and
whose new key it stores back there, as for a module-level instance (golden
instance_key_module_level)."""
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
    return Sampler.draw(x) * 2


def main():
    x = jnp.zeros(2)
    first = step(x)
    second = step(x + 1)
    eager = Sampler.draw(x)
    shifted = Shifted.draw(x)
    through = Sampler().draw(x)
    return (first, second, step(x), eager, shifted, through, Shifted.key), Sampler.key
