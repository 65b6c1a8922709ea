import jax
from jax import random


def main():
    key = random.PRNGKey(9)

    def next_key(key):
        key, sub = random.split(key)
        return sub, key

    def draw(key, shape):
        next_key_result, key = next_key(key)
        return random.normal(next_key_result, shape), key

    draw = jax.jit(draw, static_argnums=1)
    values = []
    for shape in [(2,), (3,)]:
        draw_result, key = draw(key, shape)
        values.append(draw_result)
    return values, key
