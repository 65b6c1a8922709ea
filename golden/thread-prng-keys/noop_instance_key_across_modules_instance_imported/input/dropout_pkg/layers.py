"""`instance_key_across_modules` where a third module of the run imports the instance itself
(`from .model import drop` in `main.py`) and changes it between two calls of the jitted `forward`
(`drop.rate = 0.9`), which the pure form would read once, when traced: reported, not rewritten."""
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 0.5, x.shape)
        return jnp.where(keep, x * self.rate, 0.0)
