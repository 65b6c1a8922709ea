"""`main` jits `step`, which calls `mid.perturb`; `mid` has no JAX in it, and its `perturb` calls
`rng.noise`, which splits `rng`'s global key. A module passes on what it imports whatever its words:
`mid` is surveyed because it imports `rng.noise`, so `rng` threads `noise`, `mid` makes `perturb`
pure behind its wrapper, and `step` calls `_perturb_pure`, passing `rng`'s key."""
