from jax.lib import xla_bridge


def platform():
    return xla_bridge.get_backend().platform
