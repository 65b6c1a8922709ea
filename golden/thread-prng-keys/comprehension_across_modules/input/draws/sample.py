from functools import partial

import jax

from draws import keys
from draws.keys import next_key


@partial(jax.jit, static_argnums=0)
def samples(n):
    return [jax.random.normal(next_key(), ()) for _ in range(n)]


def main():
    return [samples(2), samples(3)], keys.KEY
