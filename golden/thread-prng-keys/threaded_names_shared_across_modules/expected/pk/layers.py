import pk.rng
from pk.rng import _noise_pure


def _spread_pure(KEY, p):
    noise_result, KEY = _noise_pure(KEY, p)
    return noise_result + 1, KEY


def spread(p):
    spread_result, pk.rng.KEY = _spread_pure(pk.rng.KEY, p)
    return spread_result
