import jax
import jax.numpy as jnp

import lab.noise
import lab.noise as nz


@jax.jit
def twice(x):
    return lab.noise.gaussian(x) * 2.0


def main():
    x = jnp.ones(3)
    a = lab.noise.gaussian(x)
    b = nz.gaussian(x * 2)
    print(lab.noise.gaussian(x * 4))
    return [a, b, twice(x)], lab.noise.KEY


if __name__ == "__main__":
    print(main()[0])
