from jax.config import config

result = config.enable_omnistaging()
