"""Two methods of a class of `layers.py` splitting the key on its attribute, both run by a private
jitted function of `main.py` through a module-level instance bound from the module, `drop =
layers.Dropout(0.5)`, which also reads `drop.rate` (at trace time, as the original did): both
become wrappers of pure methods, and `_step` takes the key first and returns it, its driver `main`
passing and keeping `drop.key`."""
