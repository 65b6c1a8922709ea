"""`Sampler.key`, split in the classmethod `draw` that the jitted `step` of `sampler.py` reaches
as `Sampler.draw(x)` (golden class_key_classmethod), is traced by `app.py` too, which reaches the
class through the module, `s.Sampler.draw(x)` in its jitted `g`: the wrapper would run there with
its state, under the trace, so nothing changes and `draw` is reported, naming `app.py` (golden
noop_class_key_imported_traced for the class imported by name)."""
