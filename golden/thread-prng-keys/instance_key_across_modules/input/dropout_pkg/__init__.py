"""A key on an attribute of a class of `layers.py`, whose `__call__` splits it, run through a
module-level instance of `main.py`, `drop = Dropout(0.5)`, by a jitted function there: `__call__`
becomes a wrapper of a pure `_call_pure(self, key, x)`, and `forward` a wrapper of a pure
`_forward_pure(key, x)`, which the wrapper passes `drop.key` and whose new key it stores back
there, as when the class is in the same module."""
