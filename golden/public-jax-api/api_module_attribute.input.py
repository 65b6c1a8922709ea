import jax.api


def grad_of(f):
    return jax.api.grad(f)
