import math


def num_tokens(x, size):
    return math.prod(x.shape[1:]) // size
