"""A key on an attribute of a class of `layers.py`, run through a module-level instance of
`main.py` by a jitted function that also reads the key itself, `drop.key`: `main.py` cannot thread
it, so `layers.py` reports `__call__` with that reason and rewrites nothing."""
