import jax

jax.config.enable_omnistaging()  # omnifix: ignore
