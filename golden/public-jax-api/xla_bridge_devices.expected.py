import jax


def n_devices():
    return jax.device_count()


def first_platform():
    return jax.devices()[0].platform


def me():
    return jax.process_index(), jax.process_count()
