# The only static place is an `assert` on jax.numpy math of a numpy scalar and a float made from
# a static value: a tracer under `jit`, reported. The screening must let the file through (inside
# a static place it counts floats, numpy calls and the like as static, as the codemod does).
import jax.numpy as jnp
import numpy as np


def check_resolution(x):
    v = x.shape[0] << 23
    assert (jnp.array([np.float32(v), v + 1.0]),)[0][0] != x.shape[0]
    return x
