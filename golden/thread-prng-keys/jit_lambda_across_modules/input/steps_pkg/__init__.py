"""`train.main`, a driver keeping the state, jits lambdas whose body is a call of
`rng.noisy_steps` (a `fori_loop` splitting the key) and calls them at once: each lambda takes the
key first and passes it, and its call passes and keeps `rng.key`, as a call of
`jax.jit(f)(...)` does (`static_argnums` one up; out of a `print`, into a statement of its own)."""
