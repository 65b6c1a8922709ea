import jax

x = jax.numpy.ones(2)
