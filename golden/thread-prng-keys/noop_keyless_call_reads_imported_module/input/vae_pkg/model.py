import jax.numpy as np
from jax import random

from . import config

rng = random.PRNGKey(42)


def reparam(mu, logvar):
    global rng
    rng, sub = random.split(rng)
    pick = random.uniform(sub, mu.shape) < 0.5
    return np.where(pick, mu, logvar)


def encode(params, x):
    h = np.tanh(x @ params["w1"])
    return h[:, :config.LATENT], h[:, config.LATENT : 2 * config.LATENT]


def init():
    return {"w1": np.ones((8, config.HIDDEN)) / 8}
