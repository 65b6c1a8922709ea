"""Names JAX moved to another module: the whole module, or one name of it."""
import jax
import jax.numpy as lnp
from jax.export import Exported, symbolic_shape
from jax.sharding import reshard
from jax.extend.mlir.dialects import stablehlo as hlo
import jax.experimental.pallas


def lower_constant(x):
    return hlo.constant(x)


def total(x):
    return lnp.sum(x) + jax.numpy.prod(x)


def spec(shape: str) -> Exported:
    return symbolic_shape(shape)


def tangent_dtype(x):
    return jax.dtypes.float0 if jax.core.dtypes.is_opaque_dtype(x.dtype) else x.dtype


def run(mesh, x, sharding):
    with jax.set_mesh(mesh):
        return reshard(x, sharding), jax.experimental.pallas.HOST
