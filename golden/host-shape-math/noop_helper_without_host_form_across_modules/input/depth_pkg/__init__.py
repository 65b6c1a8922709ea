"""Helpers whose jax.numpy math on shapes has no exact host form (a function not correctly rounded,
an array's `/` by a float other than a power of two, a reduction given `dtype=`), called where a
static value is needed from other modules only: each module publishes that, and each such call is
reported where it is, as a call of a helper of its own module is."""
