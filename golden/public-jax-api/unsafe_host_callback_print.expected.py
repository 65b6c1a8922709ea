import jax


@jax.jit
def step(x):
    jax.debug.print("{}", x)
    jax.debug.print("what: doubled\n{}", x * 2)
    return x + 1
