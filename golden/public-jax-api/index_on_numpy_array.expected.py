import jax.numpy as jnp
import numpy as np

tokens = np.zeros(4, dtype=np.int32)
tokens = jnp.asarray(tokens).at[0].set(7)
