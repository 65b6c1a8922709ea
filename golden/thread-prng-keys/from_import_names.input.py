from jax import jit
from jax.random import PRNGKey, normal, split

seed_key = PRNGKey(3)


@jit
def draw(x):
    global seed_key
    seed_key, sub = split(seed_key)
    return normal(sub, x.shape)


def main():
    import jax.numpy as jnp

    x = jnp.zeros(2)
    out = [draw(x), draw(x + 1)]
    return out, seed_key
