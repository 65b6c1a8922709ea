from jax import jit
from jax.random import PRNGKey, normal, split

seed_key = PRNGKey(3)


@jit
def _draw_pure(seed_key, x):
    seed_key, sub = split(seed_key)
    return normal(sub, x.shape), seed_key


def draw(x):
    global seed_key
    draw_result, seed_key = _draw_pure(seed_key, x)
    return draw_result


def main():
    import jax.numpy as jnp

    x = jnp.zeros(2)
    out = [draw(x), draw(x + 1)]
    return out, seed_key
