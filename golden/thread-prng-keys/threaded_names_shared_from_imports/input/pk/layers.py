from .rng import noise


def spread(p):
    return noise(p) + 1
