from jax import ops


def set_at(x, i, v):
    return ops.index_update(y=v, x=x, idx=i)
