def shape_of(x):
    return tuple(i // 2 for i in x.shape[1:])


def features(x):
    return tuple(i * 2 for i in x.shape[1:])
