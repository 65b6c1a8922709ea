import jax
# configure
jax.config.enable_omnistaging()
print(jax.numpy.ones(1))
