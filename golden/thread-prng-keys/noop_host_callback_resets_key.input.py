"""A jitted `step` draws through `draw`, which splits the global `key`, and gives a host callback
`reset`, which sets the key again (`global key`), directly or in a lambda. The callback runs in
the middle of the call, eagerly too: a wrapper of `_step_pure` would store the key it returns
over the reset. Reported, not rewritten (golden host_callback_keeps_key for a callback that
cannot set the key)."""
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)


def draw(x):
    global key
    key, sub = jax.random.split(key)
    return x * jax.random.uniform(sub, x.shape)


def reset():
    global key
    key = jax.random.PRNGKey(5)


@jax.jit
def step(x):
    y = draw(x) * 2
    jax.debug.callback(lambda: reset())
    return y


@jax.jit
def other(x):
    jax.debug.callback(reset)
    return draw(x)
