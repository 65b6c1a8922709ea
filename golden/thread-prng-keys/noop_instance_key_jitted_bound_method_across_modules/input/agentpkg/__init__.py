"""`policy = jax.jit(agent.act)` in another module, where the function also reads another
attribute of the instance (`agent.scale`): reported, not rewritten, with the reason."""
