import jax.numpy as jnp

import lab.noise
import lab.noise as nz


def main():
    x = jnp.ones(3)
    a = lab.noise.gaussian(x)
    b = nz.gaussian(x * 2)
    print(lab.noise.gaussian(x * 4))
    return [a, b], lab.noise.KEY


if __name__ == "__main__":
    print(main()[0])
