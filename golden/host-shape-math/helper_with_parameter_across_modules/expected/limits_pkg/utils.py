def batch_size(x, limit=8):
    return min(limit, x.shape[0])
