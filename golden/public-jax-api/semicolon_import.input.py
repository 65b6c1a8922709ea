from jax import partial; f = partial(print, "hi")
