import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


@jax.jit
def _run_pure(key, x):
    def fori_loop_body(i, c_and_key):
        c, key = c_and_key
        _draw_result, key = _draw(key, c)
        return _draw_result + jnp.ones(()), key

    return lax.fori_loop(0, 3, fori_loop_body, (x, key))


def run(x):
    global key
    run_result, key = _run_pure(key, x)
    return run_result


def main():
    return run(1.0), key
