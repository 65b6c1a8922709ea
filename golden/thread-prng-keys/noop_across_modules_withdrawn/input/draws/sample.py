import jax

from draws.keys import next_key


def samples(n):
    return [jax.random.normal(next_key(), ()) for _ in range(n)]
