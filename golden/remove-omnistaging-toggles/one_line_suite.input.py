import jax


def configure(flag):
    if flag: jax.config.enable_omnistaging()
    return flag
