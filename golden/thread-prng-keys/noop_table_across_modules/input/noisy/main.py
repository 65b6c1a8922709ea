"""`rng.noise`, which splits `rng`'s global key, stored in a list whose first item `main` gives to
`jax.jit`: the split runs at trace time. Reported here, where the table is: `rng` sees no trace."""
import jax
import jax.numpy as jnp

from . import rng

fns = [rng.noise]
ACTS = {"noise": rng.noise}


@jax.jit
def apply(x):
    return ACTS["noise"](x)


def main():
    f = jax.jit(fns[0])
    x = jnp.zeros(2)
    return f(x), f(x), apply(x)
