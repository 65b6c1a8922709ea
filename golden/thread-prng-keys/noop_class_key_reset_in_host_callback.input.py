"""A key held on a class, split in the classmethod `draw` that the jitted `step` reaches as
`Sampler.draw(x)` (golden class_key_classmethod), reset by `reset` (`Sampler.key = ...`), a
module-level function never traced but run by a host callback in `step`: in the middle of the
call, so a wrapper would store the key `_step_pure` returns over the reset (golden
class_key_reseed for a reset between calls). Reported, not rewritten."""
import jax
import jax.numpy as jnp


class Sampler:
    key = jax.random.PRNGKey(0)

    @classmethod
    def draw(cls, x):
        cls.key, sub = jax.random.split(cls.key)
        return x * jax.random.uniform(sub, x.shape)


def reset():
    Sampler.key = jax.random.PRNGKey(5)


@jax.jit
def step(x):
    y = Sampler.draw(x) * 2
    jax.debug.callback(lambda: reset())
    return y
