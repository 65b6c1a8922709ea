import jax.numpy as jnp

import lab.noise
import lab.noise as nz


def main():
    x = jnp.ones(3)
    a, nz.KEY = lab.noise.gaussian(nz.KEY, x)
    b, nz.KEY = nz.gaussian(nz.KEY, x * 2)
    gaussian_result, nz.KEY = lab.noise.gaussian(nz.KEY, x * 4)
    print(gaussian_result)
    return [a, b], lab.noise.KEY


if __name__ == "__main__":
    print(main()[0])
