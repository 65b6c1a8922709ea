"""Calls through `import lab.noise` (`lab.noise.gaussian(...)`) and an alias (`import lab.noise as nz`);
`run.twice` traces `gaussian`, so it is threaded explicitly and every call passes the key."""
