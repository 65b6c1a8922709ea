"""A module whose only jax.numpy math is a helper another module calls where a static value is needed."""
