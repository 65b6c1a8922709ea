"""Two functions threaded with one key share a name, `layers.spread` and `rng.spread`, both
traced by `model.step`: omnifix tells the functions it threads apart by name, so this is
reported, not rewritten (it once rewrote `layers.spread(p)` into `rng._spread_pure(KEY, p)`)."""
