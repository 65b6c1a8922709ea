"""`model.dropout` is public and traced, and calls `rng.next_key` (imported by name only): it keeps
its signature as a wrapper keeping the key in `keyed.rng.key` (a new import), around
`_dropout_pure`, which `model.block` and `train.step` (traced) call with their key; untraced calls
(`warm_up`, `main`) are unchanged."""
