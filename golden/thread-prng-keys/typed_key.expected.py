import jax
import jax.numpy as jnp

key = jax.random.key(0)


def sample(key):
    key, k1, k2 = jax.random.split(key, 3)
    return jnp.stack([jax.random.normal(k1, ()), jax.random.normal(k2, ())]), key


sample = jax.jit(sample)


def main():
    global key
    sample_result, key = sample(key)
    sample_result_2, key = sample(key)
    sample_result_3, key = sample(key)
    return [sample_result, sample_result_2, sample_result_3], key
