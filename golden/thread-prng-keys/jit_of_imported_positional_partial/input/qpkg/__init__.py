"""A partial of another module's function made pure binding an argument by position,
`jax.jit(functools.partial(apply, PARAMS))`, public or private, is reported, not rewritten: the
same partial of the pure form would pass `PARAMS` where the key goes."""
