"""A public `fast_add = jax.jit(add_noise)` that another module of the run traces (`model.step`,
jitted, calls it) becomes a wrapper too: `model.step` calls `_fast_add_pure` with the key of
`noise`, which its own wrapper passes and keeps; `model.main` calls `fast_add` unchanged."""
