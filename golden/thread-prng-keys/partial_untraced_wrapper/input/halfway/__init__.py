"""`model` calls `rng.sample` through a partial in untraced code only: `sample` keeps its signature as a wrapper, and `model` is unchanged."""
