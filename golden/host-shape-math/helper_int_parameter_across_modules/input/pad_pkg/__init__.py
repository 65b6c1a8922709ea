"""Helpers using a parameter only where an int is needed, called from another module: directly,
through the module, through the package's re-export, by keyword, and passed on to another helper."""
from .ops import pad_rows
