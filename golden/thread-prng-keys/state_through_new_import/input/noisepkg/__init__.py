"""`model` imports only `next_key` from `rng`, no name for the module: its driver keeps `rng`'s key through a new import."""
