from jax.lib import xla_bridge


def n_devices():
    return xla_bridge.device_count()


def first_platform():
    return xla_bridge.devices()[0].platform


def me():
    return xla_bridge.process_index(), xla_bridge.host_count()
