"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter, where the call needs a static value, the helper also used as data by a third
module giving it host ints: the helper gets a host twin taking the same parameters, which the
static call calls with the argument computed on the host; the helper stays for the data."""
