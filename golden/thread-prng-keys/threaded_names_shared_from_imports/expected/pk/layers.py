from . import rng
from .rng import _noise_pure


def _spread_pure(KEY, p):
    noise_result, KEY = _noise_pure(KEY, p)
    return noise_result + 1, KEY


def spread(p):
    spread_result, rng.KEY = _spread_pure(rng.KEY, p)
    return spread_result
