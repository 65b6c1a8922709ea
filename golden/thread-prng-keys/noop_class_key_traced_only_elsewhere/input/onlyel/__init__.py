"""`Sampler.key`, split in the classmethod `draw`, is traced only by other modules: `app.py` calls
`Sampler.draw(x)` in its jitted `g` (the class imported by name) and `other.py` calls
`sampler.Sampler.draw(x)` in its jitted `h` (through the module). `sampler.py` traces nothing
itself; `draw` is reported, naming a module that traces it (it once had no finding at all)."""
