"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter stays when some call of the run gives it a value that may be traced (`rows(x,
jnp.maximum(k, 1))`, `k` traced), when another module uses the helper other than by calls
(`SIZES = [cols]`), or when a call using its value as data gives it jax.numpy math too (`depth(x,
jnp.maximum(...)) * 1.0`: a host int would change its type there): reported, left as it is."""
