import jax.extend.backend


def platform():
    return jax.extend.backend.get_backend().platform
