import jax

from . import rng
from .rng import _init_pure, _noise, init


@jax.jit
def _layer_pure(key, scale):
    init_result, key = _init_pure(key, 3)
    _noise_result, key = _noise(key)
    return init_result * scale + _noise_result, key


def layer(scale):
    layer_result, rng.key = _layer_pure(rng.key, scale)
    return layer_result


def main():
    first = init(2)
    second = layer(2.0)
    third = layer(2.0)
    print(rng.init(1))
    return [first, second, third], rng.key
