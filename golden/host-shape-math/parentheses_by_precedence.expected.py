"""Host forms are parenthesized where Python's precedence needs them, and nowhere else."""
import jax.numpy as jnp

EXAMPLES = [("sizes", "jnp.ones((6, 5))", "fails"), ("sizes", "jnp.ones((9, 2))", "fails")]


def sizes(x):
    n = x.shape[0]
    m = x.shape[1]
    a = jnp.zeros(n % 4 * 2)
    b = jnp.zeros(2 * (n % 4))
    c = jnp.zeros((n // 2) ** 2)
    d = jnp.zeros(((-m) ** 2, -(-n % 4) + 4))
    e = jnp.zeros((n if n > m else m) + 1)
    f = jnp.zeros((n - m) * 2 + n * m + 1)
    g = jnp.zeros((n if n > 6 else m) % 4 - -(-1))
    if n % 2 == 0:
        return a, b, c, d, e, f, g, x[n // 2 :]
    return a, b, c, d, e, f, g, x[: abs(n - 7)]
