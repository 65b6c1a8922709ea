from jax.core import (
    ConcretizationTypeError,
    Tracer,
)


def check(x):
    if isinstance(x, Tracer):
        raise ConcretizationTypeError(x)
