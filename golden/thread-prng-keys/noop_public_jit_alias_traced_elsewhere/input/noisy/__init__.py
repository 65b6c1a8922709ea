"""A public `fast_add = jax.jit(add_noise)` that another module of the run traces (`model.step`,
jitted, calls it) is reported, not rewritten: omnifix passes no key through `fast_add` there."""
