"""A threaded call after a JAX function that runs the module's own code, `tree_map(record,
params)` or `lax.map(record, xs)`, in one expression: moving the call out before it would run
`noise` before `record`, whose effects (here a list it appends to) may depend on that order.
Reported, not rewritten."""
import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)
SEEN = []


def noise(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, x.shape)


def record(p):
    SEEN.append(p.shape)
    return p


@jax.jit
def step(params, x):
    return jax.tree_util.tree_map(record, params), noise(x)


@jax.jit
def sweep(xs, x):
    return lax.map(record, xs), noise(x)
