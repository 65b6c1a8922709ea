import jax
from jax.config import config as jax_config

SETUP_HOOKS = [jax_config.enable_omnistaging]
disable = jax.config.disable_omnistaging


def run_hooks():
    for hook in SETUP_HOOKS:
        hook()
