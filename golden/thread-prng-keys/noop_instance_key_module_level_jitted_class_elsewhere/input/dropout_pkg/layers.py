"""`instance_key_module_level_jitted` where the class is another module's: `main.py` jits its
module-level instance, `fast_drop = jax.jit(drop)`. The class's module makes methods pure only
for instances whose traced code calls them in module-level functions: reported, not rewritten."""
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)
