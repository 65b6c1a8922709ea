import functools


def add(a, b):
    return a + b


increment = functools.partial(add, 1)
