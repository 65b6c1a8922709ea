import math


def flat_size(x):
    return math.prod(x.shape)
