import jax

from . import layers, model, rng


def main():
    first = jax.jit(model.step)(1.0)
    second = jax.jit(layers.forward)(2.0)
    return [first, second, model.step(3.0), layers.forward(4.0)], rng.key
