"""`train.step`, jitted, calls `rng.draw`, threaded, and `rng.scaled`, another function of the
key's module: `rng` publishes that `scaled` cannot read `key` (it names nothing but library code,
a module constant and `_split_heads`, which cannot either), so `step` is threaded with the call
of `scaled` left as it is."""
