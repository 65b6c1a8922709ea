import jax
# configure
print(jax.numpy.ones(1))
