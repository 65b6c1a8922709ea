# `jax.shard_map` takes keywords only, and `check_vma` is not `check_rep`'s check: --unsafe-fixes only.
from functools import partial

import jax
from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P


def per_shard(f, mesh):
    return jax.shard_map(f, mesh=mesh, in_specs=P("x"), out_specs=P("x"), check_vma=False)


def decorated(mesh):
    return partial(shard_map, mesh=mesh, in_specs=P(), out_specs=P())  # a value: reported
