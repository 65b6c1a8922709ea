"""The key lives in `rng`; `model.dropout` (jitted) draws from it; `train` calls it as `model.dropout`."""
