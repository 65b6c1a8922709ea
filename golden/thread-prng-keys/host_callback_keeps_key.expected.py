"""A jitted `step` drawing through `draw`, which splits the global `key`, gives host callbacks
functions that cannot set the key (`log`, appending to a module list, and a lambda calling
`len`): they run in the middle of the call without touching the key, so `step` is rewritten as
usual (golden noop_host_callback_resets_key for a callback that may set it)."""
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
LOG = []


def _draw_pure(key, x):
    key, sub = jax.random.split(key)
    return x * jax.random.uniform(sub, x.shape), key


def draw(x):
    global key
    draw_result, key = _draw_pure(key, x)
    return draw_result


def log(v):
    LOG.append(v.shape)


@jax.jit
def _step_pure(key, x):
    draw_result, key = _draw_pure(key, x)
    y = draw_result * 2
    jax.debug.callback(log, y)
    jax.debug.callback(lambda v: LOG.append(len(v)), y)
    return y, key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


def main():
    x = jnp.ones(3)
    return (step(x), step(x), len(LOG)), key
