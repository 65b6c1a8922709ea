import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def noise(x):
    global key
    key, sub = random.split(key)
    return random.normal(sub, x.shape)


@jax.jit
def run(xs):
    return lax.scan(lambda c, x: (c + noise(x).sum(), x), 0.0, xs)


@jax.jit
def _weighted(xs, w):
    # a closure over `w`; the loop's value unpacked
    total, ys = lax.scan(lambda c, x: (c + jnp.sum(noise(x) * w), x * w), 0.0, xs)
    return total, ys


def main():
    a = run(jnp.arange(3.0))
    b = _weighted(jnp.arange(2.0), 2.0)
    return [a, b], key
