"""A list comprehension calling a threaded function inside a larger expression of its statement
(`jnp.stack([...]) + x`, `x + sum([...])`, `jnp.stack([...]).sum(0)`, a tuple's element, the
value of an expression statement, which is then the loops alone) becomes loops building a new
list just before the statement, used where the comprehension was, when nothing is evaluated
before it in the statement but pure code."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(1)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 10)


@jax.jit
def stacked(x):
    y = jnp.stack([_draw(x.shape) for _ in range(3)]) + x
    return y


@jax.jit
def summed(x):
    return x + sum([_draw(x.shape) for _ in range(3)])


@jax.jit
def reduced(x):
    total = jnp.stack([x * _draw(x.shape) for i in range(2)]).sum(0)
    total += 2 * jnp.stack([_draw(x.shape) for j in range(2)])[1]
    return total


@jax.jit
def paired(x):
    [_draw(x.shape) for k in range(2)]
    return (x, [_draw(x.shape) for m in range(2)], x.sum())


def main():
    x = jnp.arange(3)
    values = [stacked(x), summed(x), reduced(x), paired(x)]
    values.append(jnp.stack([_draw(x.shape) for _ in range(2)]).max())
    return values, key
