import jax.numpy as np
from jax import random

from .config import HIDDEN, LATENT

rng = random.PRNGKey(42)


def _reparam_pure(rng, mu, logvar):
    rng, sub = random.split(rng)
    pick = random.uniform(sub, mu.shape) < 0.5
    return np.where(pick, mu, logvar), rng


def reparam(mu, logvar):
    global rng
    reparam_result, rng = _reparam_pure(rng, mu, logvar)
    return reparam_result


def encode(params, x):
    h = np.tanh(x @ params["w1"])
    return h[:, :LATENT], h[:, LATENT : 2 * LATENT]


def init():
    return {"w1": np.ones((8, HIDDEN)) / 8}
