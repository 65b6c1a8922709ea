import jax
import jax.numpy as jnp

import lab.noise
import lab.noise as nz


@jax.jit
def twice(KEY, x):
    gaussian_result, KEY = lab.noise.gaussian(KEY, x)
    return gaussian_result * 2.0, KEY


def main():
    x = jnp.ones(3)
    a, nz.KEY = lab.noise.gaussian(nz.KEY, x)
    b, nz.KEY = nz.gaussian(nz.KEY, x * 2)
    gaussian_result, nz.KEY = lab.noise.gaussian(nz.KEY, x * 4)
    print(gaussian_result)
    twice_result, nz.KEY = twice(nz.KEY, x)
    return [a, b, twice_result], lab.noise.KEY


if __name__ == "__main__":
    print(main()[0])
