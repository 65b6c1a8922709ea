"""`model` traces `rng.sample` through a partial and an alias of it: `sample` is not changed, and the finding says why."""
