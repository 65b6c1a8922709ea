"""A helper of several statements (assignments of shape math, then a `return`), called where a
static value is needed in one module and used as data in another: a host twin copying its body,
each statement computed on the host, for the static calls. Not for a helper whose `return` reads a
parameter: calls in other modules prove no parameter static (reported)."""
