"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter, where the helper's own module calls it too, with host ints, statically
(`jnp.zeros(rows(x, 2))`) and as data (`rows(x, 3) * 1.0`): the helper stays as it is for
its own module, and gets a host twin taking the same parameters, which the static calls of
both modules call, the other module's argument computed on the host."""
