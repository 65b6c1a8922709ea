import jax


@jax.custom_transforms
def f(x):
    return x * 2


jax.defvjp_all(f, lambda x: (f(x), lambda g: (g * 2,)))


@jax.custom_transforms
def g(x):
    return x
