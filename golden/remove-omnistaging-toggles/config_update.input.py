import jax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_omnistaging", True)
jax.config.update('jax_omnistaging', False)
jax.config.update(name="jax_omnistaging", val=True)
