"""Module docstring."""
from jax import numpy as jnp

ONES = jnp.ones(3)
