import jax
import jax.numpy as jnp

from . import model


@jax.jit
def _clip(x):
    return jnp.clip(x, -5.0, 5.0)


def forward(x):
    return _clip(model.step(x)) + 1.0
