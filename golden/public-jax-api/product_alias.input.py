import jax.numpy as np


def size(x):
    return np.product(np.array(x.shape))
