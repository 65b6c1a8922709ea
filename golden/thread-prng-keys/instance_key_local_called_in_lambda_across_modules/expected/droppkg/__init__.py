"""`instance_key_local_called_in_lambda` across modules: `Dropout` in `layers.py`, `step =
jax.jit(lambda x: drop(x))` on a local `drop = Dropout(0.5)` in `run.main`, which also reads
`drop.rate` in an operation. `__call__` becomes a wrapper of `_call_pure(self, key, x)` in
`layers.py`; `run.py` keys the lambda and makes `step` a local function passing `drop.key`."""
