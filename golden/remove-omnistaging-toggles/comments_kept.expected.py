import jax

# Omnistaging broke our shape code, so keep it off for now.
# See the migration notes.

x = jax.numpy.zeros(3)  # trailing comment stays
