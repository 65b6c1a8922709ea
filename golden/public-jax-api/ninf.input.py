import jax.numpy as np
from jax.numpy import NINF


def floor(x):
    return np.maximum(x, np.NINF)


def signs():
    return NINF ** 2, -NINF, np.NINF.real, [NINF, 1.0]
