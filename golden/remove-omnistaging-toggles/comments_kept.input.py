import jax

# Omnistaging broke our shape code, so keep it off for now.
# See the migration notes.
jax.config.disable_omnistaging()

x = jax.numpy.zeros(3)  # trailing comment stays
