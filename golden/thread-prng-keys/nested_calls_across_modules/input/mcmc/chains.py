from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from . import kernels
from .kernels import jitter


@partial(jax.jit, static_argnums=1)
def run_chain(x0, n):
    def body(i, state):
        x, total = state
        y = kernels.propose(x, 2)
        ok = kernels.accept(y, x)
        x = jnp.where(ok, y, x)
        return x, total + x

    return lax.fori_loop(0, n, body, (x0, jnp.zeros_like(x0)))


@jax.jit
def trail(x0):
    def grow(c, _):
        y = jitter(c)
        return y, y

    return lax.scan(grow, x0, None, length=3)


@jax.jit
def shake(x0):
    return lax.fori_loop(0, 2, lambda i, x: jitter(x), x0)


@jax.jit
def climb(x0):
    def low(x):
        return jnp.sum(x) < 40

    def stride(x):
        return kernels.propose(x, 1) + 1

    return lax.while_loop(low, stride, x0)


def _up(v):
    return kernels.propose(v, 5)


@jax.jit
def pick(p, x):
    return lax.cond(p, _up, lambda v: v, x)


@jax.jit
def fork(p, x):
    y = lax.cond(p, lambda v: jitter(v), lambda v: v - 1, x)
    return y * 2


def eager(x):
    def settle(i, x):
        return kernels.nudge(x)

    return lax.fori_loop(0, 2, settle, x)


def sample(x):
    return kernels.propose(x, 1)
