import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(7)


def _step(state_and_key, x):
    """Adds a draw to the running total and counts the steps."""
    state, key = state_and_key
    total, count = state
    key, sub = random.split(key)
    draw = random.uniform(sub, ()) + x
    return ((total + draw, count + 1), key), draw


def _walk(position_and_key, x):
    position, key = position_and_key
    key, sub = random.split(key)
    return (position + random.uniform(sub, ()), key), position


def _grow(i, x_and_key):
    x, key = x_and_key
    key, sub = random.split(key)
    return x + random.uniform(sub, x.shape), key


def summary(xs):
    global key
    ((total, count), key), draws = lax.scan(_step, ((0.0, 0), key), xs)
    return total / count, draws


def main():
    global key
    (scan_carry, key), scan_ys = lax.scan(_walk, (jnp.float32(1.0), key), jnp.arange(3.0))
    out = scan_carry, scan_ys
    mean, draws = summary(jnp.ones(4))
    fori_loop_result, key = lax.fori_loop(0, 2, _grow, (jnp.zeros(2), key))
    return [out, mean, draws, jnp.sum(fori_loop_result)], key
