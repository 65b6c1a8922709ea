"""Helpers called where a static value is needed by a module in an import cycle with theirs (both
transformed together): one with a host form is rewritten in place, one with none (`jnp.log2`) is
reported at each call, as from a module outside the cycle."""
