import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


def fori_loop_body(i, c_and_key):
    c, key = c_and_key
    return _draw(key, c)


total, key = lax.fori_loop(0, 3, fori_loop_body, (jnp.zeros(()), key))


def main():
    return total, key


if __name__ == "__main__":
    def fori_loop_body_2(i, c_and_key_2):
        c, key = c_and_key_2
        _draw_result, key = _draw(key, c)
        return _draw_result * 2, key

    fori_loop_result, key = lax.fori_loop(0, 2, fori_loop_body_2, (total, key))
    print(fori_loop_result)
    print(key)
