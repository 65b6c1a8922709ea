import jax

try:
    jax.config.enable_omnistaging()
except AttributeError:
    pass

x = jax.numpy.ones(2)
