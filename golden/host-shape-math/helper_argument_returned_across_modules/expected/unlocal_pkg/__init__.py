"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter, every use of the helper in the run a call where a static value is needed
(`jnp.zeros(rows(x, k))`, `k = jnp.maximum(...)`, or written inline): the argument is computed
on the host, and the helper is rewritten in place, as when every call gives it a host int."""
