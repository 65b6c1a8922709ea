import jax


def setup(flag):
    if flag:
        jax.config.enable_omnistaging()
    else:
        jax.config.disable_omnistaging()


class Settings:
    def apply(self):
        jax.config.enable_omnistaging()
