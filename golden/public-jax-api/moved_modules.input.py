"""Names JAX moved to another module: the whole module, or one name of it."""
import jax
import jax.numpy.lax_numpy as lnp
from jax.experimental.export import Exported, symbolic_shape
from jax.experimental.shard import reshard
from jax.interpreters.mlir import hlo
from jax.sharding import use_mesh


def lower_constant(x):
    return hlo.constant(x)


def total(x):
    return lnp.sum(x) + jax.numpy.lax_numpy.prod(x)


def spec(shape: str) -> Exported:
    return symbolic_shape(shape)


def tangent_dtype(x):
    return jax.core.dtypes.float0 if jax.core.dtypes.is_opaque_dtype(x.dtype) else x.dtype


def run(mesh, x, sharding):
    with use_mesh(mesh):
        return reshard(x, sharding), jax.experimental.pallas.tpu.HOST
