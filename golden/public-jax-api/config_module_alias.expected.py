from jax import config as jax_config
import os
from jax import config

jax_config.update("jax_enable_x64", False)
ENABLED = config.jax_enable_x64 or os.environ.get("X64")
