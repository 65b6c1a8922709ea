import jax

from . import rng
from .rng import _noise, init


@jax.jit
def layer(key, scale):
    init_result, key = init(key, 3)
    _noise_result, key = _noise(key)
    return init_result * scale + _noise_result, key


def main():
    first, rng.key = init(rng.key, 2)
    second, rng.key = layer(rng.key, 2.0)
    third, rng.key = layer(rng.key, 2.0)
    init_result, rng.key = rng.init(rng.key, 1)
    print(init_result)
    return [first, second, third], rng.key
