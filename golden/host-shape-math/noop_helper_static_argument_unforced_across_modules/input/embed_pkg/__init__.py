"""Helpers whose shape math reads a parameter, called from another module with a static argument of
unknown type where nothing forces it to be an int (a test, a whole shape, `arange`'s bound, which
a float or a tuple passes too), or whose math on it is float math: not rewritten, reported."""
