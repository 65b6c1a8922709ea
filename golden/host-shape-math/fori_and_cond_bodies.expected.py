import jax

EXAMPLES = [("looped", "jnp.arange(6.0).reshape(2, 3)", "fails")]


def looped(x):
    def body(i, acc):
        return acc + x.reshape(x.shape[0] * x.shape[1])[i]

    total = jax.lax.fori_loop(0, 3, body, 0.0)

    def small(y):
        return y.reshape(-1)[: min(y.shape)]

    def large(y):
        return y.reshape(-1)[max(y.shape) - 2 : max(y.shape)]

    return total, jax.lax.cond(total > 100.0, large, small, x)
