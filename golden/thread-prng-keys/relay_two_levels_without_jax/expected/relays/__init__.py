"""`main` jits `step`, which calls `outer.shifted`; `shifted` calls `perturb` of `inner`, which
calls `rng.noise`, splitting `rng`'s global key. Neither `outer` nor `inner` has JAX in it: each is
surveyed because it imports what another module exports (`inner` `rng.noise`, then `outer`
`inner.perturb`), so the whole chain is threaded: `noise`, `perturb` and `shifted` are made pure
behind their wrappers, and `step` calls `_shifted_pure`, passing `rng`'s key."""
