"""Functions threaded with one key that share the name `spread`, imported by name and by
module in one importer: `from .layers import spread`, `from .rng import spread as rspread` and
`rng.spread` through `from . import rng`, beside its own `def scale` calling them: each call
passes the key to the pure form of the function it names."""
