"""`policy = jax.jit(agent.act)` in another module, where the function also reads another
attribute of the instance in an operation (`jnp.arange(4.0) * agent.scale`): `scale` is plain data
set once in `Agent.__init__`, which no method changes, so the jitted pure form reads the value
each call of `act` reads; `act` becomes a wrapper of `_act_pure(self, key, obs)` and `run.py`
jits `agent._act_pure` behind a local `policy` passing `agent.key`."""
