import numpy as onp
import jax.numpy as np

EXAMPLES = [("flatten", "jnp.ones((3, 4))", "fails")]


def flatten(x):
    return x.reshape(onp.prod(np.array(x.shape)))
