"""`model.step` splits `model`'s global key; `main` jits it into names of its own: `fast =
jax.jit(model.step)` and `quick = partial(jax.jit, static_argnums=1)(step)` in `main`, `inner =
jax.jit(step)` in a jitted `run`, and a module-level `_fast`. Each name jits the pure form
`_step_pure` and its calls pass and keep the key: `model.key` in `main`, the key `run` and
`helper` are given once made pure."""
