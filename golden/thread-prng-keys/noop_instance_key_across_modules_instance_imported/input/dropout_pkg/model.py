import jax
import jax.numpy as jnp

from .layers import Dropout

drop = Dropout(0.5)


@jax.jit
def forward(x):
    return drop(jnp.tanh(x))


def run(x):
    return forward(x)
