"""`Agent.act`, splitting `self.key`, is traced in `m.py` through the module-level `AGENT` and a
local instance's jitted bound method, where it could be made a wrapper of `_act_pure` (golden
instance_key_module_level_and_jitted_bound_method). But `app.py` jits `agent.act` of objects it
does not follow: a parameter (`run(agent)`) and a name bound twice (`twice`). The wrapper would
be jitted there with its state, so nothing changes and `act` is reported, naming `app.py`."""
