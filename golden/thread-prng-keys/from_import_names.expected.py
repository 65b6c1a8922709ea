from jax import jit
from jax.random import PRNGKey, normal, split

seed_key = PRNGKey(3)


@jit
def draw(seed_key, x):
    seed_key, sub = split(seed_key)
    return normal(sub, x.shape), seed_key


def main():
    global seed_key
    import jax.numpy as jnp

    x = jnp.zeros(2)
    draw_result, seed_key = draw(seed_key, x)
    draw_result_2, seed_key = draw(seed_key, x + 1)
    out = [draw_result, draw_result_2]
    return out, seed_key
