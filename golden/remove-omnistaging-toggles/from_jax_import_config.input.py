"""Module docstring."""
from jax import config as jcfg
from jax import numpy as jnp

jcfg.update("jax_omnistaging", False)

ONES = jnp.ones(3)
