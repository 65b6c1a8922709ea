import jax

from . import rng
from .rng import _noise, init


@jax.jit
def layer(scale):
    return init(3) * scale + _noise()


def main():
    first = init(2)
    second = layer(2.0)
    third = layer(2.0)
    print(rng.init(1))
    return [first, second, third], rng.key
