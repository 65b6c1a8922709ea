"""omnifix: codemods that migrate JAX code broken by omnistaging and by JAX API removals."""

__version__ = "0.1.0"
