import jax
import jax.numpy as jnp

import lab.noise
import lab.noise as nz


@jax.jit
def twice(KEY, x):
    gaussian_result, KEY = lab.noise._gaussian_pure(KEY, x)
    return gaussian_result * 2.0, KEY


def main():
    x = jnp.ones(3)
    a = lab.noise.gaussian(x)
    b = nz.gaussian(x * 2)
    print(lab.noise.gaussian(x * 4))
    twice_result, nz.KEY = twice(nz.KEY, x)
    return [a, b, twice_result], lab.noise.KEY


if __name__ == "__main__":
    print(main()[0])
