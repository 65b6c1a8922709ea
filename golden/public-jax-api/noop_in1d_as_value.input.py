import jax.numpy as jnp

MEMBERSHIP = jnp.in1d  # a value: calls through it would need `.ravel()` added, which cannot be done here
