from . import rng
from .inner import _perturb_pure


def _shifted_pure(KEY, x):
    perturb_result, KEY = _perturb_pure(KEY, x)
    return perturb_result + 1.0, KEY


def shifted(x):
    shifted_result, rng.KEY = _shifted_pure(rng.KEY, x)
    return shifted_result
