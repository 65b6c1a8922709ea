"""`model.draw` is public and calls `rng.next_key`, and has a parameter `rng`, which hides the module
`rng` in its body: its wrapper keeps the key through a new import, `shadow.rng.key`."""
