"""Module-level constants computed in the importing module from another module's constants
(`HEAD = WIDTH // HEADS` of names imported from `config.py`, `config.WIDTH * 2`, `min(HEAD, 4)`):
static as the importing module's own constants computed from its own are."""
