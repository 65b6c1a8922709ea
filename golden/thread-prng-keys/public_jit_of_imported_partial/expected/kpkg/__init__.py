"""A public `step = jax.jit(functools.partial(apply, depth=2))` of another module's function made
pure, the partial binding keywords only: it becomes `_step_pure = jax.jit(functools.partial(
_apply_pure, depth=2))` and a wrapper `def step(*args, **kwargs)` passing them on as they came."""
