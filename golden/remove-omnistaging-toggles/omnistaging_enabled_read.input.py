import jax
from jax.config import config


def describe():
    if config.omnistaging_enabled:
        return "staged"
    return "traced"


assert jax.config.omnistaging_enabled
STAGED = (config.omnistaging_enabled)
OPTION = config.read("jax_omnistaging")
