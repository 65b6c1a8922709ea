"""`Sampler.key`, split in the classmethod `draw` that the jitted `step` of `sampler.py` reaches
as `Sampler.draw(x)`, is imported by `app.py`, which stores `Sampler.key` in a jitted function:
the store would run once, while tracing, and the wrappers would be traced with their state there,
so nothing changes and `draw` is reported, naming `app.py` (golden class_key_imported for an
importer using the class in code it never traces)."""
