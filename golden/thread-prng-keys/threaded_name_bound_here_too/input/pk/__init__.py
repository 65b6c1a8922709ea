"""A module defines `spread`, threaded with `rng.KEY` since it calls `rng.noise`, and traces
`layers.spread`, threaded with the same key: omnifix tells them apart by their full names, so
the jitted `step` calls both pure forms, `layers._spread_pure` and its own `_spread_pure` (it
once left the local `spread(p)` stateful inside the pure form of `step`)."""
