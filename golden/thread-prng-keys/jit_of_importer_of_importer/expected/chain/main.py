import jax

from . import layers, model, rng


def main():
    first, rng.key = jax.jit(model._step_pure)(rng.key, 1.0)
    second, rng.key = jax.jit(layers._forward_pure)(rng.key, 2.0)
    return [first, second, model.step(3.0), layers.forward(4.0)], rng.key
