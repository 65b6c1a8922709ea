from jax.core import Tracer, ConcretizationTypeError


def check(x):
    if isinstance(x, Tracer):
        raise ConcretizationTypeError(x, "static value needed")
