"""Calls of another module's helpers concatenated to a tuple where a shape is needed, not
rewritten: one returns math with no exact host form (reported at each call), one returns an array,
which `+` adds to the tuple rather than concatenating."""
