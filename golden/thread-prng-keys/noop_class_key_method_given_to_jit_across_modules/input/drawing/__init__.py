"""`Sampler.key`, split in the classmethod `draw` that the jitted `step` of `sampler.py` reaches
as `Sampler.draw(x)` (golden class_key_classmethod), is traced by `app.py` too, which gives the
method itself to `jax.jit` (`jax.jit(Sampler.draw)`): the wrapper would be jitted with its state,
so nothing changes and `draw` is reported, naming `app.py`."""
