"""A subpackage drawing from its parent's key as `from .. import next_key`."""
