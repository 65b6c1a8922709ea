import jax


def grad_of(f):
    return jax.grad(f)
