"""`main` runs `jax.jit(apply)` and `steps` a jitted `step` calling `model.apply`; `apply` calls
`rng.next_key()`, which splits `rng`'s global key. Tracing is followed across modules as far as it
goes: `model` passes on that `apply` is traced if another module traces it, `main` and `steps` do,
so `rng` threads `next_key`, `model` makes `apply` pure behind its wrapper, and `main` and `steps`
call `_apply_pure`, passing `rng`'s key."""
