from jax.core import (
    Tracer,
)
from jax.errors import ConcretizationTypeError


def check(x):
    if isinstance(x, Tracer):
        raise ConcretizationTypeError(x)
