def batch_size(x):
    return min(2, x.shape[0])
