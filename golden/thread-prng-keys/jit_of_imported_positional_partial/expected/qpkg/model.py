from . import rng


def _apply_pure(key, params, x, depth=1):
    for _ in range(depth):
        x, key = rng._noise_pure(key, x @ params)
    return x, key


def apply(params, x, depth=1):
    apply_result, rng.key = _apply_pure(rng.key, params, x, depth)
    return apply_result
