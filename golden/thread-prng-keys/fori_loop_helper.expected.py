import jax
import jax.numpy as jnp
from jax import lax
from jax import random as jr

rng = jr.PRNGKey(42)


def _noise_like_pure(rng, x):
    rng, sub = jr.split(rng)
    return jr.uniform(sub, jnp.shape(x)), rng


def noise_like(x):
    global rng
    noise_like_result, rng = _noise_like_pure(rng, x)
    return noise_like_result


def _body_pure(i, x_and_rng):
    x, rng = x_and_rng
    noise_like_result, rng = _noise_like_pure(rng, x)
    return x + noise_like_result, rng


def body(i, x):
    global rng
    body_result, rng = _body_pure(i, (x, rng))
    return body_result


def _step_pure(carry_and_rng, x):
    carry, rng = carry_and_rng
    noise_like_result, rng = _noise_like_pure(rng, x)
    noisy = x + noise_like_result
    return (carry + noisy.sum(), rng), noisy


def step(carry, x):
    global rng
    (step_carry, rng), step_result = _step_pure((carry, rng), x)
    return step_carry, step_result


@jax.jit
def _jitter_pure(rng, x, n):
    return lax.fori_loop(0, n, _body_pure, (x, rng))


def jitter(x, n):
    global rng
    jitter_result, rng = _jitter_pure(rng, x, n)
    return jitter_result


@jax.jit
def _walk_pure(rng, xs):
    (total, rng), noisy = lax.scan(_step_pure, (0.0, rng), xs)
    return (total * 2, noisy), rng


def walk(xs):
    global rng
    walk_result, rng = _walk_pure(rng, xs)
    return walk_result


def main():
    a = jitter(jnp.ones(3), 4)
    b = walk(jnp.ones((2, 3)))
    return [a, b, noise_like(a)], rng
