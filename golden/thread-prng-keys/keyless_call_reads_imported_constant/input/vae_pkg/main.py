from jax import jit
import jax.numpy as np

from . import model


def sample(params, x):
    mu, logvar = model.encode(params, x)
    return model.reparam(mu, logvar)


@jit
def step(params, x):
    return sample(params, x) * 2


def main():
    params = model.init()
    x = np.arange(32.0).reshape(4, 8) / 32
    values = [step(params, x) for _ in range(3)]
    values.append(sample(params, x))
    return values, model.rng
