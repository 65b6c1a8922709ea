import jax
from jax import xla_computation


def hlo_text(f, x):
    return jax.xla_computation(f)(x).as_hlo_text()


def hlo_of_sum(x, y):
    computation = xla_computation(lambda a, b: a + b)(x, y)
    return computation.as_hlo_text()


def staged(f):
    return jax.xla_computation(f, backend="cpu")  # reported: not called in place, and an option
