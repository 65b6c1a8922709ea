import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(0)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


def _scale():
    return 2.0


@jax.jit
def default_called(x):
    # a `def` would call `_scale` before the statement, where the lambda called it in it
    return L.fori_loop(0, 3, lambda i, c, s=_scale(): _step(c) * s, x)


@jax.jit
def by_keyword(x):
    # the key joins the initial value, given by position with the body
    return L.fori_loop(0, 3, body_fun=lambda i, c: _step(c), init_val=x)


@jax.jit
def init_by_keyword(x):
    return L.fori_loop(0, 3, lambda i, c: _step(c), init_val=x)


@jax.jit
def scan_in_a_comprehension(xs):
    # the loop made of it would have to take the `scan`'s carry and ys apart
    return [L.scan(lambda c, x: (_step(c), x), 0.0, row) for row in xs]


def outer(x):
    @jax.jit
    def inner(y):
        # a jitted function nested in an untraced one keeps the state
        return L.fori_loop(0, 3, lambda i, c: _step(c), y)

    return inner(x)
