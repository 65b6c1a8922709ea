import numpy as np
from jax import ops

tokens = np.zeros(4, dtype=np.int32)
tokens = ops.index_update(tokens, ops.index[0], 7)
