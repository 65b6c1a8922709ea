from functools import partial

import jax

from draws import keys


@partial(jax.jit, static_argnums=1)
def samples(KEY, n):
    values = []
    for _ in range(n):
        next_key_result, KEY = keys._next_key_pure(KEY)
        values.append(jax.random.normal(next_key_result, ()))
    return values, KEY


def main():
    samples_result, keys.KEY = samples(keys.KEY, 2)
    samples_result_2, keys.KEY = samples(keys.KEY, 3)
    return [samples_result, samples_result_2], keys.KEY
