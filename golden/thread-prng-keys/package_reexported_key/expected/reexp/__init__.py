"""`rng.next_key` is re-exported by the package and drawn from under `jit` as `from . import
next_key` (`layers`) and `reexp.next_key()` (`app`): the pure form is imported from `rng`, which
defines it, not from the package."""

from .rng import next_key
