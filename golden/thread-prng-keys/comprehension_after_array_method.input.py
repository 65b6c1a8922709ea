"""A comprehension or generator calling a threaded function after a method of an array that a
JAX function just made, in its statement (`jnp.stack(outs).max(0)`, a chain of them), becomes
loops before the statement: JAX arrays are immutable and their methods are JAX's own, so building
the list first changes no value."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 10)


@jax.jit
def ensemble(x):
    outs = [_draw(x.shape) for _ in range(3)]
    return jnp.stack(outs).max(0), sum(_draw(x.shape) for _ in range(2))


@jax.jit
def chained(x):
    return jnp.asarray(x).astype(jnp.int32).sum() + jnp.stack([_draw(x.shape) for _ in range(2)])


def main():
    x = jnp.arange(3)
    return [ensemble(x), chained(x), ensemble(x)], key
