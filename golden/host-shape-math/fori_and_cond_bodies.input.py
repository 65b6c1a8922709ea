import jax
import jax.numpy as jnp

EXAMPLES = [("looped", "jnp.arange(6.0).reshape(2, 3)", "fails")]


def looped(x):
    def body(i, acc):
        return acc + x.reshape(jnp.array(x.shape)[0] * jnp.array(x.shape)[1])[i]

    total = jax.lax.fori_loop(0, 3, body, 0.0)

    def small(y):
        return y.reshape(-1)[: jnp.min(jnp.array(y.shape))]

    def large(y):
        return y.reshape(-1)[jnp.max(jnp.array(y.shape)) - 2 : jnp.max(jnp.array(y.shape))]

    return total, jax.lax.cond(total > 100.0, large, small, x)
