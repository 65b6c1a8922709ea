def rows(x, n):
    return min(x.shape[0], n)
