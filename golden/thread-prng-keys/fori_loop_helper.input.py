import jax
import jax.numpy as jnp
from jax import lax
from jax import random as jr

rng = jr.PRNGKey(42)


def noise_like(x):
    global rng
    rng, sub = jr.split(rng)
    return jr.uniform(sub, jnp.shape(x))


def body(i, x):
    return x + noise_like(x)


def step(carry, x):
    noisy = x + noise_like(x)
    return carry + noisy.sum(), noisy


@jax.jit
def jitter(x, n):
    return lax.fori_loop(0, n, body, x)


@jax.jit
def walk(xs):
    total, noisy = lax.scan(step, 0.0, xs)
    return total * 2, noisy


def main():
    a = jitter(jnp.ones(3), 4)
    b = walk(jnp.ones((2, 3)))
    return [a, b, noise_like(a)], rng
