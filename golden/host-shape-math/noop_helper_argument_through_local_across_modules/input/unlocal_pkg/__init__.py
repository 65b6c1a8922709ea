"""A local variable of jax.numpy math given to another module's helper whose `return` computes
jax.numpy math on that parameter (`rows(x, k)`, `k = jnp.maximum(...)`): refused as when the
argument is written inline, and the helper reported where its parameter is not proven static."""
