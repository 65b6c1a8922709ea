# `jax.shard_map` takes keywords only, and `check_vma` is not `check_rep`'s check: --unsafe-fixes only.
from functools import partial

from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P


def per_shard(f, mesh):
    return shard_map(f, mesh, P("x"), P("x"), check_rep=False)


def decorated(mesh):
    return partial(shard_map, mesh=mesh, in_specs=P(), out_specs=P())  # a value: reported
