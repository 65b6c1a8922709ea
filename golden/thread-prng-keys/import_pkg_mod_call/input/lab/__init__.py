"""Calls through `import lab.noise` (`lab.noise.gaussian(...)`) and an alias (`import lab.noise as nz`);
`run.twice` traces `gaussian`, so it calls `_gaussian_pure` with the key, and keeps its signature as
a wrapper keeping `nz.KEY`."""
