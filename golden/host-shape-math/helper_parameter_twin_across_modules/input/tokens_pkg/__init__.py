"""A public helper whose shape math reads a parameter, called where a static value is needed in
one module and used as data in another, every call giving the parameter a host int: the calls of
the run prove it, and the helper gets a host twin taking the same parameters."""
