import jax

from . import rng
from .rng import _noise, init
from .rng import _init_pure


@jax.jit
def layer(key, scale):
    init_result, key = _init_pure(key, 3)
    _noise_result, key = _noise(key)
    return init_result * scale + _noise_result, key


def main():
    first = init(2)
    second, rng.key = layer(rng.key, 2.0)
    third, rng.key = layer(rng.key, 2.0)
    print(rng.init(1))
    return [first, second, third], rng.key
