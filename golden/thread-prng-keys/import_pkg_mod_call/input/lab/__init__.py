"""Calls through `import lab.noise` (`lab.noise.gaussian(...)`) and an alias (`import lab.noise as nz`)."""
