"""A module defines `spread`, threaded with `rng.KEY` since it calls `rng.noise`, and traces
`layers.spread`, threaded with the same key: omnifix tells the functions it threads apart by
name, so this is reported, not rewritten (it once left the local `spread(p)` stateful inside the
pure form of the jitted `step`)."""
