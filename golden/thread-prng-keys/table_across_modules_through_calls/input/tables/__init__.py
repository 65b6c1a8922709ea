"""Functions of `rng` that reach the split of its global key only through their calls (`_next`),
stored in a table that `main.py` traces: `noise_twice`, which `rng` keeps as a stateful wrapper
of `_noise_twice_pure` for its own jitted `step`, and `noise_once`, which `rng` never traces. Both
still split `rng.key` when called through the table under the trace: reported in `main.py`, where
the table is (golden noop_table_across_modules for functions splitting the key themselves);
`rng.py` is rewritten for `step` as if the table were not there (`main` runs only what is
rewritten)."""
