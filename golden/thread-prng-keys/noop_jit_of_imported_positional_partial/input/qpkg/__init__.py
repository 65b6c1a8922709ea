"""A `jit` of a partial of another module's function made pure binding an argument by position,
where no `def` can stand for the partial: the bound value is neither a literal nor a name bound
once (`jnp.eye(2)`, which a `def` would evaluate at each call), or the `jit` is not the value of a
statement `g = jax.jit(...)` of its own at the module's top level (an element of a list). Nothing
changes, and the finding names both calls."""
