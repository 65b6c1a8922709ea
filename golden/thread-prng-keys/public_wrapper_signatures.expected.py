"""Public functions keep their signatures (`*args`, keyword-only, `static_argnames`); `jax.jit(f)`
and a private `_g = jax.jit(f)` jit the pure part, whose calls pass and keep the key (a public
`g = jax.jit(f)` becomes a wrapper too: public_jit_alias)."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

rng = random.PRNGKey(3)


@partial(jax.jit, static_argnames=("n",))
def _sample_pure(rng, scale, *, n=2):
    rng, sub = random.split(rng)
    return scale * random.uniform(sub, (n,)), rng


def sample(scale, *, n=2):
    global rng
    sample_result, rng = _sample_pure(rng, scale, n=n)
    return sample_result


def _noisy_pure(rng, x, *extra):
    rng, sub = random.split(rng)
    return x + random.uniform(sub, x.shape) + sum(extra), rng


def noisy(x, *extra):
    global rng
    noisy_result, rng = _noisy_pure(rng, x, *extra)
    return noisy_result


def _step_pure(rng, x):
    noisy_result, rng = _noisy_pure(rng, x, 1.0)
    sample_result, rng = _sample_pure(rng, 2.0, n=3)
    return noisy_result * sample_result.sum(), rng


def step(x):
    global rng
    step_result, rng = _step_pure(rng, x)
    return step_result


_fast_step = jax.jit(_step_pure)


def main():
    global rng
    out = [sample(1.0) for _ in range(2)]
    noisy_result, rng = jax.jit(_noisy_pure)(rng, jnp.zeros(2))
    out.append(noisy_result)
    _fast_step_result, rng = _fast_step(rng, jnp.ones(2))
    out.append(_fast_step_result)
    out.append(step(jnp.ones(2)))
    return out, rng


if __name__ == "__main__":
    values, key = main()
    for v in values:
        print(v)
    print(key)
