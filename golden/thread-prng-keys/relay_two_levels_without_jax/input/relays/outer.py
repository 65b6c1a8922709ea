from .inner import perturb


def shifted(x):
    return perturb(x) + 1.0
