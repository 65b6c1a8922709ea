# A name listed in `__all__` is part of the module's API: it keeps its name, as an alias.
from jax import tree_multimap

__all__ = ["tree_multimap"]
