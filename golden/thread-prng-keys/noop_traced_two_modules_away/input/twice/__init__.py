"""`main` runs `jax.jit(apply)` and `steps` a jitted `step` calling `model.apply`; `apply` calls
`rng.next_key()`, which splits `rng`'s global key. `rng` sees no trace of `next_key` (tracing is
followed one module across), so it is not changed; `model` reports the call, which the traces of
`apply` would run on tracers."""
