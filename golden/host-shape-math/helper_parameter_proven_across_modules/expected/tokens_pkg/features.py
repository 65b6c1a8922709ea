import math


def num_tokens(x, size):
    return math.prod(x.shape[1:]) // size


def num_patches(x, patch=2):
    return math.prod(x.shape[1:-1]) // patch
