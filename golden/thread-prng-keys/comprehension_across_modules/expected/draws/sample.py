from functools import partial

import jax

from draws import keys


@partial(jax.jit, static_argnums=1)
def _samples_pure(KEY, n):
    values = []
    for _ in range(n):
        next_key_result, KEY = keys._next_key_pure(KEY)
        values.append(jax.random.normal(next_key_result, ()))
    return values, KEY


def samples(n):
    samples_result, keys.KEY = _samples_pure(keys.KEY, n)
    return samples_result


def main():
    return [samples(2), samples(3)], keys.KEY
