"""`train.step`, jitted, calls `rng.draw`, threaded, and `rng.shifted`, which calls `_offset`,
which reads `key` without splitting it: once threaded, `key` no longer changes while `step` runs,
so `shifted` would read a stale key. Reported in `train` at the call of `shifted`, and `rng`
keeps `draw` stateful, naming the line that blocks `train`."""
