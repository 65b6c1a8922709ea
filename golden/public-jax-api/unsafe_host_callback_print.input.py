import jax
from jax.experimental import host_callback as hcb


@jax.jit
def step(x):
    hcb.id_print(x)
    hcb.id_print(x * 2, what="doubled")
    return x + 1
