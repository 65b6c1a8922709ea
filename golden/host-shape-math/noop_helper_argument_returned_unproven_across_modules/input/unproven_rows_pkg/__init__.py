"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter stays when some call of the run gives it a value that may be traced (`rows(x,
jnp.maximum(k, 1))`, `k` traced), or another module uses the helper as data (`cols(x, 2) * 1.0`:
a host int would change its type there): reported, the argument left as it is."""
