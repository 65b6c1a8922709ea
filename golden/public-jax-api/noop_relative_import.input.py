from . import core
from .ops import index_update


def f(x):
    return core.Primitive, index_update(x)
