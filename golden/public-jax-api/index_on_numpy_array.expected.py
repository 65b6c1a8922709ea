import numpy as np
import jax.numpy as jnp

tokens = np.zeros(4, dtype=np.int32)
tokens = jnp.asarray(tokens).at[0].set(7)
