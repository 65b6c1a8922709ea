"""Methods jitted by their decorators that split a key held on the object: each becomes a pure
`_m_pure(self, key, ...)` behind a wrapper that keeps its signature and the key on the object."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random


class Sampler:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _sample_pure(self):
        return "taken"

    @partial(jax.jit, static_argnums=0)
    def _sample_pure_2(self, key, x):
        key, sub = random.split(key)
        return x + random.normal(sub, x.shape), key

    def sample(self, x):
        sample_result, self.key = self._sample_pure_2(self.key, x)
        return sample_result

    @partial(jax.jit, static_argnums=(0, 3), static_argnames=("scale",))
    def _noise_pure(self, key, x, n, *, scale=1.0):
        """Several splits, a return in each branch."""
        key, a = random.split(key)
        if n > 1:
            key, b = random.split(key)
            return x + scale * (random.uniform(a, x.shape) + random.uniform(b, x.shape)), key
        return x + scale * random.uniform(a, x.shape), key

    def noise(self, x, n, *, scale=1.0):
        """Several splits, a return in each branch."""
        noise_result, self.key = self._noise_pure(self.key, x, n, scale=scale)
        return noise_result

    @partial(jax.jit, static_argnums=0)
    def _skip_pure(self, key):
        key, _ = random.split(key)
        return None, key

    def skip(self):
        skip_result, self.key = self._skip_pure(self.key)
        return skip_result

    def eager(self):
        self.key, sub = random.split(self.key)
        return random.uniform(sub, ())


def main():
    sampler = Sampler(0)
    x = jnp.zeros(2)
    values = [sampler.sample(x), sampler.sample(x), sampler.noise(x, 2), sampler.noise(x, 1)]
    sampler.skip()
    values += [sampler.noise(x, 2, scale=2.0), sampler.eager(), sampler.sample(x)]
    return values, sampler.key


if __name__ == "__main__":
    drawn, final = main()
    for v in drawn:
        print(v)
