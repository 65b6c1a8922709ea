"""Jitted methods of `layers` call `rng.next_key`, imported by name and through `import mods.rng as r`:
each becomes a pure `_m_pure(self, key, ...)` calling `_next_key_pure`, behind a wrapper with its
signature keeping the key in `r.key`; `main` calls the methods unchanged."""
