from jax.interpreters import xla


def f(x: xla.DeviceArray) -> xla.DeviceArray:
    return x
