from jax.config import config as jax_config

jax_config.enable_omnistaging()
jax_config.disable_omnistaging()
