"""`rng.noise` draws from `rng.key`; `model.step` calls it, `layers.forward` calls `model.step`,
and `main` jits both (`jax.jit(model.step)`, `jax.jit(layers.forward)`). Neither `model` nor
`layers` traces anything of the chain itself: the trace is followed through both, so `rng`,
`model` and `layers` make their function pure behind a wrapper and `main` jits the pure forms,
passing `rng.key`; the eager calls keep calling the wrappers."""
