import jax
import jax.numpy as jnp

seen = []


def record(arg, transforms):
    seen.append((arg.tolist(), transforms))


@jax.jit
def step(x):
    jax.debug.callback(lambda arg: record(arg, ()), x)
    jax.debug.callback(lambda a, transforms=(): seen.append(("twice", (a * 2).tolist())), x)
    jax.debug.callback(lambda arg: record(arg, ()), x)
    y = x + 1
    jax.debug.callback(lambda arg: record(arg, ()), y)
    return y

