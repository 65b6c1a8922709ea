"""`Agent.act`, splitting `self.key`, jitted in another module through a local instance:
`policy = jax.jit(agent.act)` and `jax.jit(lambda obs: other.act(obs))` in `run.main`. `act`
becomes a wrapper of `_act_pure(self, key, obs)` in `agents.py`, which publishes the key's path;
`run.py` jits `agent._act_pure` (and keys the lambda) and makes `policy` and `greedy` local
functions passing the instance's key and storing the new one back."""
