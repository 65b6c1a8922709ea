"""A jitted `step` drawing through `draw`, which splits the global `key`, gives host callbacks
functions that cannot set the key (`log`, appending to a module list, and a lambda calling
`len`): they run in the middle of the call without touching the key, so `step` is rewritten as
usual (golden noop_host_callback_resets_key for a callback that may set it)."""
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
LOG = []


def draw(x):
    global key
    key, sub = jax.random.split(key)
    return x * jax.random.uniform(sub, x.shape)


def log(v):
    LOG.append(v.shape)


@jax.jit
def step(x):
    y = draw(x) * 2
    jax.debug.callback(log, y)
    jax.debug.callback(lambda v: LOG.append(len(v)), y)
    return y


def main():
    x = jnp.ones(3)
    return (step(x), step(x), len(LOG)), key
