from jax.experimental.pjit import pjit


def compiled(f, *shardings):
    return pjit(f, *shardings)
