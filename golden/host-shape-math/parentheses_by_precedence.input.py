"""Host forms are parenthesized where Python's precedence needs them, and nowhere else."""
import jax.numpy as jnp

EXAMPLES = [("sizes", "jnp.ones((6, 5))", "fails"), ("sizes", "jnp.ones((9, 2))", "fails")]


def sizes(x):
    n = x.shape[0]
    m = x.shape[1]
    a = jnp.zeros(jnp.remainder(n, 4) * 2)
    b = jnp.zeros(2 * jnp.remainder(n, 4))
    c = jnp.zeros(jnp.floor_divide(n, 2) ** 2)
    d = jnp.zeros((jnp.negative(m) ** 2, -jnp.remainder(-n, 4) + 4))
    e = jnp.zeros(jnp.where(n > m, n, m) + 1)
    f = jnp.zeros(jnp.int32(n - m) * 2 + jnp.int32(n * m) + 1)
    g = jnp.zeros(jnp.remainder(jnp.where(n > 6, n, m), 4) - -jnp.negative(1))
    if jnp.remainder(n, 2) == 0:
        return a, b, c, d, e, f, g, x[jnp.floor_divide(n, 2) :]
    return a, b, c, d, e, f, g, x[: jnp.abs(n - 7)]
