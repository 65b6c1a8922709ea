"""Public functions keep their signatures (`*args`, keyword-only, `static_argnames`); `jax.jit(f)`
and a private `_g = jax.jit(f)` jit the pure part, whose calls pass and keep the key (a public
`g = jax.jit(f)` becomes a wrapper too: public_jit_alias)."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

rng = random.PRNGKey(3)


@partial(jax.jit, static_argnames=("n",))
def sample(scale, *, n=2):
    global rng
    rng, sub = random.split(rng)
    return scale * random.uniform(sub, (n,))


def noisy(x, *extra):
    global rng
    rng, sub = random.split(rng)
    return x + random.uniform(sub, x.shape) + sum(extra)


def step(x):
    return noisy(x, 1.0) * sample(2.0, n=3).sum()


_fast_step = jax.jit(step)


def main():
    out = [sample(1.0) for _ in range(2)]
    out.append(jax.jit(noisy)(jnp.zeros(2)))
    out.append(_fast_step(jnp.ones(2)))
    out.append(step(jnp.ones(2)))
    return out, rng


if __name__ == "__main__":
    values, key = main()
    for v in values:
        print(v)
    print(key)
