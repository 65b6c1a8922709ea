"""A jitted `def` nested in a function never traced, splitting the global key, stays reported
where traced code around it calls it too (`outer`, jitted, calls `step`: its wrapper would run
under that trace) or where it is given to a transformation (`jax.vmap(step)`)."""
import jax
from jax import random

key = random.PRNGKey(6)


def train(w):
    @jax.jit
    def step(w):
        global key
        key, sub = random.split(key)
        return w + random.uniform(sub, w.shape)

    @jax.jit
    def outer(w):
        return step(w) * 2

    return outer(w)


def batched(ws):
    @jax.jit
    def draw(w):
        global key
        key, sub = random.split(key)
        return w + random.uniform(sub, w.shape)

    return jax.vmap(draw)(ws)
