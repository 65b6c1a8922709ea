"""Calls of another module's helpers concatenated to a tuple before they reach a shape
(`(x.shape[0],) + shape_of(x)`, `(n,) + tuple(features(x))`): followed as in the helper's own
module, so each helper is rewritten in place."""
