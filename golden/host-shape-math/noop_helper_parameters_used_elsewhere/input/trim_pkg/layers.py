from .utils import by_rows, first, trim


def scaled(x, k):
    return trim(x, k), first(x, k), by_rows(x, k)
