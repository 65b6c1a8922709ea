"""Helpers returning shape math, called where a static value is needed in one module (directly and
through the module) and used as data in others: a host twin for the static calls; not for a helper
one module reaches through the package's re-export, which has no twin (reported)."""
from .features import num_rows
