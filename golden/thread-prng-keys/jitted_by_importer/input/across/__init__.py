"""`model.noisy` is jitted and calls `rng.next_key()`, so `rng` threads `next_key`; `main` jits
`model.apply`, which calls it too but is not traced in `model`: `model` sees the trace through
`main`'s use, makes `apply` pure behind its wrapper, and `main` jits `_apply_pure`, passing
`rng._key`."""
