"""A public function passing its parameter on to another module's helper whose `return` computes
jax.numpy math on it (`first_rows(x, limit)` returning `x[: batch_size(x, limit)]`), every call
of the run giving it an int: the helper is rewritten in place, as where the helper's module calls
it so itself (the call's value reaches a slice bound, where only an int works in the original)."""
