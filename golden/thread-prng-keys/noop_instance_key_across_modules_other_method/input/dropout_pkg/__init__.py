"""A class of `layers.py` with two methods splitting the key on its attribute, `__call__` and
`noise`, of which a jitted function of `main.py` runs only `__call__` through a module-level
instance: omnifix threads such a key across modules only when the instance runs every method
splitting it, so `layers.py` reports both, saying so, and nothing changes."""
