import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(7)


def _step(state, x):
    """Adds a draw to the running total and counts the steps."""
    global key
    total, count = state
    key, sub = random.split(key)
    draw = random.uniform(sub, ()) + x
    return (total + draw, count + 1), draw


def _walk(position, x):
    global key
    key, sub = random.split(key)
    return position + random.uniform(sub, ()), position


def _grow(i, x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, x.shape)


def summary(xs):
    (total, count), draws = lax.scan(_step, (0.0, 0), xs)
    return total / count, draws


def main():
    out = lax.scan(_walk, jnp.float32(1.0), jnp.arange(3.0))
    mean, draws = summary(jnp.ones(4))
    return [out, mean, draws, jnp.sum(lax.fori_loop(0, 2, _grow, jnp.zeros(2)))], key
