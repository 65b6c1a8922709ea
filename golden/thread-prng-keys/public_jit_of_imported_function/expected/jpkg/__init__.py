"""A public `step = jax.jit(apply, static_argnums=(2,))` of another module's function, `apply`,
which is made pure because it calls `rng.noise`: `step` keeps its calling convention as a wrapper
of `_step_pure = jax.jit(_apply_pure, static_argnums=(3,))`, passing on `*args, **kwargs` as they
came and keeping the new key in `rng.key`; the jitted `twice` here calls `_step_pure` and passes
the key."""
