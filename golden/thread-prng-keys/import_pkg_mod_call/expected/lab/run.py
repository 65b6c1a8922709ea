import jax
import jax.numpy as jnp

import lab.noise
import lab.noise as nz


@jax.jit
def _twice_pure(KEY, x):
    gaussian_result, KEY = lab.noise._gaussian_pure(KEY, x)
    return gaussian_result * 2.0, KEY


def twice(x):
    twice_result, nz.KEY = _twice_pure(nz.KEY, x)
    return twice_result


def main():
    x = jnp.ones(3)
    a = lab.noise.gaussian(x)
    b = nz.gaussian(x * 2)
    print(lab.noise.gaussian(x * 4))
    return [a, b, twice(x)], lab.noise.KEY


if __name__ == "__main__":
    print(main()[0])
