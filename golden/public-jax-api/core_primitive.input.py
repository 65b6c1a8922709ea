import jax
from jax import core

my_p = core.Primitive("my")
my_p.def_impl(lambda x: x)


def describe():
    return jax.core.Primitive
