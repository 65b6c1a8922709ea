import jax
import jax.numpy as jnp
from jax.random import rbg_key


def sorted_rows(a):
    return jnp.msort(a)


def default_key(seed):
    return jax.random.threefry2x32_key(seed)


def rbg_keys(seed):
    return rbg_key(seed), jax.random.unsafe_rbg_key(
        seed=seed,
    )
