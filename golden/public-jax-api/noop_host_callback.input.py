# host_callback is gone (jax 0.4.35): each use is reported with the migration guide's choice;
# `call(f, x, result_shape=s)`, `id_print(x)` and `id_tap(f, x)` have rewrites with --unsafe-fixes
# only.
import jax
import numpy as np
from jax.experimental import host_callback as hcb


def host_sin(x):
    return hcb.call(np.sin, x, result_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))


def traced(x):
    hcb.id_print(x, what="x")
    return hcb.id_tap(lambda a, transforms: None, x)


def counted(x, i):
    return hcb.id_tap(print, x, result=i + 1)


def done():
    hcb.barrier_wait()
