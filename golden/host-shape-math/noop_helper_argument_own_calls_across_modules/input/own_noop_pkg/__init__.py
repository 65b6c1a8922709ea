"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter stays where the helper's own module calls it too and no host twin of it serves
the other module: when a call of its module gives the parameter jax.numpy math (`rows(x,
jnp.maximum(...))`), or when its body is no `return` of shape math after assignments (an `if`
in `cols()`): reported, with that reason, left as it is."""
