import jax.numpy as np


def floor(x):
    return np.maximum(x, -np.inf)


def signs():
    return (-np.inf) ** 2, -(-np.inf), (-np.inf).real, [-np.inf, 1.0]
