"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter, which the helper also reads outside its `return`: in the value of a local
variable read only in its `return`s (`m = k * 2`), or in an int test (`if k > 1:`, `assert`).
The argument is computed on the host, and the helper rewritten in place: a host int takes the
same branches and gives the `return` the int the original computed from the jax int; one
also used as data by a third module (`depth(x, 1) * 1.0`) gets a host twin instead."""
