"""`train.step` (jitted) calls `model.dropout`, which calls `rng.next_key`; `app` calls `step`: all threaded, every call updated."""
