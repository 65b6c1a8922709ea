from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from . import kernels
from .kernels import _jitter_pure


@partial(jax.jit, static_argnums=2)
def _run_chain_pure(rng_key, x0, n):
    def body(i, state_and_rng_key):
        state, rng_key = state_and_rng_key
        x, total = state
        y, rng_key = kernels._propose_pure(rng_key, x, 2)
        ok, rng_key = kernels._accept_pure(rng_key, y, x)
        x = jnp.where(ok, y, x)
        return (x, total + x), rng_key

    return lax.fori_loop(0, n, body, ((x0, jnp.zeros_like(x0)), rng_key))


def run_chain(x0, n):
    run_chain_result, kernels.rng_key = _run_chain_pure(kernels.rng_key, x0, n)
    return run_chain_result


@jax.jit
def _trail_pure(rng_key, x0):
    def grow(c_and_rng_key, _):
        c, rng_key = c_and_rng_key
        y, rng_key = _jitter_pure(rng_key, c)
        return (y, rng_key), y

    (scan_carry, rng_key), scan_ys = lax.scan(grow, (x0, rng_key), None, length=3)
    return (scan_carry, scan_ys), rng_key


def trail(x0):
    trail_result, kernels.rng_key = _trail_pure(kernels.rng_key, x0)
    return trail_result


@jax.jit
def _shake_pure(rng_key, x0):
    def fori_loop_body(i, x_and_rng_key_2):
        x, rng_key = x_and_rng_key_2
        return _jitter_pure(rng_key, x)

    return lax.fori_loop(0, 2, fori_loop_body, (x0, rng_key))


def shake(x0):
    shake_result, kernels.rng_key = _shake_pure(kernels.rng_key, x0)
    return shake_result


@jax.jit
def _climb_pure(rng_key, x0):
    def low(x):
        return jnp.sum(x) < 40

    def stride(x_and_rng_key):
        x, rng_key = x_and_rng_key
        propose_result, rng_key = kernels._propose_pure(rng_key, x, 1)
        return propose_result + 1, rng_key

    return lax.while_loop(lambda val_and_key: low(val_and_key[0]), stride, (x0, rng_key))


def climb(x0):
    climb_result, kernels.rng_key = _climb_pure(kernels.rng_key, x0)
    return climb_result


def _up(rng_key, v):
    return kernels._propose_pure(rng_key, v, 5)


@jax.jit
def _pick_pure(rng_key, p, x):
    return lax.cond(p, _up, lambda rng_key, v: (v, rng_key), rng_key, x)


def pick(p, x):
    pick_result, kernels.rng_key = _pick_pure(kernels.rng_key, p, x)
    return pick_result


@jax.jit
def _fork_pure(rng_key, p, x):
    def cond_branch(rng_key, v):
        return _jitter_pure(rng_key, v)

    y, rng_key = lax.cond(p, cond_branch, lambda rng_key, v: (v - 1, rng_key), rng_key, x)
    return y * 2, rng_key


def fork(p, x):
    fork_result, kernels.rng_key = _fork_pure(kernels.rng_key, p, x)
    return fork_result


def eager(x):
    def settle(i, x_and_rng_key_3):
        x, rng_key = x_and_rng_key_3
        return kernels._nudge_pure(rng_key, x)

    fori_loop_result, kernels.rng_key = lax.fori_loop(0, 2, settle, (x, kernels.rng_key))
    return fori_loop_result


def sample(x):
    return kernels.propose(x, 1)
