import jax


class core:
    Primitive = object


ops = {"index_update": None}


def f(x):
    return core.Primitive, ops["index_update"], jax.numpy.sum(x)
