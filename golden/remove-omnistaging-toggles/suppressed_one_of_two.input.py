import jax

jax.config.enable_omnistaging()  # omnifix: ignore[OMS001]
jax.config.disable_omnistaging()
