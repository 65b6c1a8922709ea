"""A helper of several statements (assignments of shape math, then a `return`), called where a
static value is needed in one module and used as data in another: a host twin copying its body,
each statement computed on the host, for the static calls. A helper whose `return` reads a
parameter gets one too where every call of the run, in either module, gives it a host int."""
