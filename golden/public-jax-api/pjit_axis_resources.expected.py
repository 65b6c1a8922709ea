# "A safe and trivial name replacement" (jax 0.4.14's changelog). `pjit` itself becoming `jax.jit`
# is unsafe (its shardings are keyword-only there): reported.
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P


def sharded(f):
    return pjit(f, in_shardings=P("x"), out_shardings=None, static_argnums=1)
