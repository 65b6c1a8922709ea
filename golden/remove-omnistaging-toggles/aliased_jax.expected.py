import jax as jx

print(jx.numpy.zeros(2))
