"""A script: importing it runs it, so nothing imports it to trace its functions."""
import jax.numpy as jnp
import numpy as np


def report(x):
    return x.reshape(int(jnp.log2(x.shape[0])), -1)


print(report(np.ones((16, 2))).shape)
