import jax; jax.config.disable_omnistaging(); x = 1
y = 2; jax.config.enable_omnistaging()
