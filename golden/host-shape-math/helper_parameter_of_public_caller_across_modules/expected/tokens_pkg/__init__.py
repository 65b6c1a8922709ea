"""A helper whose shape math reads a parameter, called where only an int works (a shape's entry)
from another module by a call that gives it a parameter of a public function there, every call of
the run giving that one an int: rewritten in place, as for a static argument of unknown type (a
jax or numpy int another caller gives gets the same value on the host; anything else fails there
in the original too)."""
