from jax import jit
import jax.numpy as np

from . import model


def _sample_pure(rng, params, x):
    mu, logvar = model.encode(params, x)
    return model._reparam_pure(rng, mu, logvar)


def sample(params, x):
    sample_result, model.rng = _sample_pure(model.rng, params, x)
    return sample_result


@jit
def _step_pure(rng, params, x):
    sample_result, rng = _sample_pure(rng, params, x)
    return sample_result * 2, rng


def step(params, x):
    step_result, model.rng = _step_pure(model.rng, params, x)
    return step_result


def main():
    params = model.init()
    x = np.arange(32.0).reshape(4, 8) / 32
    values = [step(params, x) for _ in range(3)]
    values.append(sample(params, x))
    return values, model.rng
