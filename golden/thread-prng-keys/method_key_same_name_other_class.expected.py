"""Two classes with a method `noise` splitting `self.key`: `Model.bad` calls its own
`self.noise`, which stays reported (a wrapper would run inside the trace of `bad`), while
`Model2.noise`, which `bad` does not reach, is rewritten for its class's `jax.jit(self.noise)`."""
import jax
import jax.numpy as jnp
from jax import random


class Model:
    def __init__(self):
        self.key = random.PRNGKey(0)

    def noise(self, x):
        self.key, sub = random.split(self.key)
        return x + random.uniform(sub, x.shape)

    @jax.jit
    def bad(self, x):
        return self.noise(x)


class Model2:
    def __init__(self):
        self.key = random.PRNGKey(0)
        self.step_jitted = jax.jit(self._noise_pure)

    def _noise_pure(self, key, x):
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape), key

    def noise(self, x):
        noise_result, self.key = self._noise_pure(self.key, x)
        return noise_result

    def step(self, x):
        noise_result, self.key = self.step_jitted(self.key, x)
        return noise_result


def main():
    model = Model2()
    x = jnp.ones(3)
    return [model.step(x), model.step(x), model.noise(x)], model.key
