import jax
import jax.numpy as jnp

from .layers import Dropout, Tunable

drop = Dropout(2.0)
noise = Tunable(2.0, seed=1)


@jax.jit
def forward(x):
    return drop(x) * 2


@jax.jit
def perturb(x):
    return noise.sample(x) * 2


def main():
    x = jnp.arange(8.0)
    first = forward(x)
    drop.rate = 100.0
    noisy = perturb(x)
    noise.tune(3.0)
    return (first, forward(x), noisy, perturb(x), noise.key), drop.key
