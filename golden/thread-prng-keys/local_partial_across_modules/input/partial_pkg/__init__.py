"""Partials of `rng.noise`, bound in a jitted function of `model` and only called there."""
