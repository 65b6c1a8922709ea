"""A public function's parameter passed on to another module's helper whose `return` computes
jax.numpy math on it stays where the call's value reaches a place that takes a tuple too
(`jnp.zeros(batch_size(x, limit))`: a tuple `limit` works there in the original), or where a
call gives the parameter a value that may be traced: reported."""
