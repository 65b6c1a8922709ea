import jax.extend.core

my_p = jax.extend.core.Primitive("my")
my_p.def_impl(lambda x: x)


def describe():
    return jax.extend.core.Primitive
