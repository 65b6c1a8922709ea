"""A helper re-exported by the package, another imported by its module, a private one imported too."""
from .sizes import flat_size
