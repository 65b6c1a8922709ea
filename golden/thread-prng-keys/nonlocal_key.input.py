import jax
from jax import random


def main():
    key = random.PRNGKey(9)

    def next_key():
        nonlocal key
        key, sub = random.split(key)
        return sub

    def draw(shape):
        return random.normal(next_key(), shape)

    draw = jax.jit(draw, static_argnums=0)
    values = []
    for shape in [(2,), (3,)]:
        values.append(draw(shape))
    return values, key
