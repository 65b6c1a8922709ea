from . import rng


def apply(params, x, depth=1):
    for _ in range(depth):
        x = rng.noise(x @ params)
    return x
