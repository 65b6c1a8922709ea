"""A helper with no exact host form (`jnp.log2`) called where a static value is needed by a
module in an import cycle with its own (both transformed together): reported at each call, as
from a module outside the cycle, not left silent."""
