"""`Sampler.key`, split in the classmethod `draw` that the jitted `step` of `sampler.py` reaches
as `Sampler.draw(x)` (golden class_key_classmethod), is imported by `app.py`, which uses the class
in code it never traces only: it calls `Sampler.draw(x)` (the wrapper, which keeps the signature),
reads `Sampler.scale`, resets `Sampler.key` and subclasses it. None of these changes with the
rewrite, so `sampler.py` is rewritten and `app.py` is not."""
