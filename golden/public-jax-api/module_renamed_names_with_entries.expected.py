# A module with a successor, some of whose names have entries of their own: those names follow
# their entries (`export` has no drop-in, `symbolic_shape` moved), the others follow the module.
from jax.experimental.export import export
from jax.export import symbolic_shape
from jax.numpy.lax_numpy import ConcreteArray
from jax.numpy import zeros
import jax.experimental.export as ex


def shapes():
    return symbolic_shape("a"), zeros(3), ex.export
