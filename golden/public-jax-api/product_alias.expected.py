import jax.numpy as np


def size(x):
    return np.prod(np.array(x.shape))
